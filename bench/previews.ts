import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { ensureCatalogueImages } from '../src/server/catalog/ensure-images';
import { MUG_STYLES, type PreviewJob } from '../src/contracts/previews';

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 12);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Timing {
  p50: number;
  p95: number;
}

async function time(fn: (run: number) => Promise<unknown>, runs: number): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * The floor a name board render is held to: sharp compositing one prepared lettering overlay onto
 * the product photo already held as raw pixels, encoded as WebP at effort 0 at the same 1024 px.
 * It is the least any render that draws onto the photo and sends it can cost on this machine now.
 */
async function floorRender(master: Buffer, area: { x: number; y: number; width: number; height: number }) {
  const { data, info } = await sharp(master).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const overlay = await sharp({
    text: { text: '<span foreground="#3a2412">Sharma Niwas</span>', rgba: true, width: area.width, dpi: 300 },
  })
    .png()
    .toBuffer();
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return () =>
    sharp(data, { raw })
      .composite([{ input: overlay, left: area.x, top: area.y }])
      .webp({ quality: 86, effort: 0 })
      .toBuffer();
}

/**
 * Compositor render times per category and mug style (the renderer alone, no stored result),
 * next to the floor above and to the same request answered from storage, and throughput at 4 at once.
 */
export async function benchPreviews(): Promise<{
  rows: string[][];
  ratio: number;
  perSecond: number;
  concurrent: number;
}> {
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'silent',
      DATA_DIR: `/tmp/kaarigar-bench-${Date.now()}`,
      CATALOG_IMAGE_DIR: 'node_modules/.cache/kaarigar/catalog-images',
      PREVIEW_RATE_LIMIT: 100_000,
    },
  );
  await ensureCatalogueImages(config.catalogImageDir);
  const app = await buildApp(config, { pgliteDir: 'memory://', logger: false });
  const key = (category: string) => app.catalog.list(category)[0]!.images[0]!.url.split('/')[3]!;
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c47a4a' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><circle cx="600" cy="420" r="280" fill="#f2d2a9"/><circle cx="520" cy="380" r="30" fill="#333"/><circle cx="680" cy="380" r="30" fill="#333"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const upload = await app.inject({
    method: 'POST',
    url: '/api/products/upload-user-image',
    payload: { imageBase64: photo.toString('base64') },
  });
  const userImageKey = upload.json<{ imageUrl: string }>().imageUrl.replace('/objects/', '');

  const board = app.catalog.findImageByKey(key('Nameplates'))!;
  const floor = await floorRender(
    await readFile(join(config.catalogImageDir, board.key, 'master.png')),
    board.printArea,
  );
  const jobs: [string, (run: number) => PreviewJob][] = [
    // A new name every run, so nothing but the decoded product photo is reused, as for a shopper.
    [
      'name board',
      (run) => ({ kind: 'nameplate', imageKey: board.key, name: `Sharma Niwas ${run}`, houseNumber: 'B-12' }),
    ],
    ['kids name plate', (run) => ({ kind: 'kids', imageKey: key('Kids Buntings'), childName: `Aarav ${run}` })],
    ...MUG_STYLES.map((style): [string, (run: number) => PreviewJob] => [
      `mug, ${style}`,
      () => ({ kind: 'mug', imageKey: key('Mugs'), userImageKey, caption: 'Best Dad', style }),
    ]),
  ];
  const rows: string[][] = [];
  const row = (name: string, t: Timing, digits = 0) => [
    name,
    (1000 / t.p50).toFixed(1),
    t.p50.toFixed(digits),
    t.p95.toFixed(digits),
  ];
  const floorTime = await time(floor, RUNS * 2);
  rows.push(row('floor: overlay onto raw photo, WebP effort 0', floorTime));
  let boardTime: Timing | undefined;
  for (const [name, job] of jobs) {
    // One render first: the product photo is decoded once per process, not once per shopper.
    await app.previews.renderWithFallback(job(-1));
    const t = await time((run) => app.previews.renderWithFallback(job(run)), RUNS);
    boardTime ??= t;
    rows.push(row(name, t));
  }
  const body = {
    name: 'Cached Home',
    houseNumber: '7',
    productImageUrl: app.catalog.list('Nameplates')[0]!.images[0]!.url,
  };
  await app.inject({ method: 'POST', url: '/api/products/customize/nameplate', payload: body });
  const hit = await time(
    () => app.inject({ method: 'POST', url: '/api/products/customize/nameplate', payload: body }),
    RUNS * 5,
  );
  rows.push(row('cache hit (stored result)', hit, 1));

  const concurrent = 4;
  const perWorker = 8;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrent }, (_, w) =>
      (async () => {
        for (let i = 0; i < perWorker; i++) {
          // Short unique names (the limit is 20), so every request renders.
          const res = await app.inject({
            method: 'POST',
            url: '/api/products/customize/nameplate',
            payload: { ...body, name: `Ghar ${w}${i} ${Date.now() % 100_000}` },
          });
          if (res.statusCode !== 200) throw new Error(`throughput request failed: ${res.statusCode} ${res.body}`);
        }
      })(),
    ),
  );
  const perSecond = (concurrent * perWorker) / ((performance.now() - start) / 1000);
  await app.close();
  return {
    rows,
    ratio: (boardTime?.p50 ?? 0) / Math.max(floorTime.p50, 0.01),
    perSecond,
    concurrent,
  };
}
