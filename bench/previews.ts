import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { ensureCatalogueImages } from '../src/server/catalog/ensure-images';
import { MUG_STYLES, type PreviewJob } from '../src/contracts/previews';

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 12);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * Compositor render times per category and mug style (the renderer alone, no cache), next to
 * the same request answered from the stored result (the baseline), and throughput at 4 at once.
 */
export async function benchPreviews(): Promise<{ rows: string[][]; throughput: string }> {
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

  const jobs: [string, PreviewJob][] = [
    ['name board', { kind: 'nameplate', imageKey: key('Nameplates'), name: 'Sharma Niwas', houseNumber: 'B-12' }],
    ['kids name plate', { kind: 'kids', imageKey: key('Kids Buntings'), childName: 'Aarav' }],
    ...MUG_STYLES.map((style): [string, PreviewJob] => [
      `mug, ${style}`,
      { kind: 'mug', imageKey: key('Mugs'), userImageKey, caption: 'Best Dad', style },
    ]),
  ];
  const rows: string[][] = [];
  for (const [name, job] of jobs) {
    const t = await time(() => app.previews.renderWithFallback(job), RUNS);
    rows.push([name, t.p50.toFixed(0), t.p95.toFixed(0)]);
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
  rows.push(['cache hit (baseline)', hit.p50.toFixed(1), hit.p95.toFixed(1)]);

  const concurrent = 4;
  const perWorker = 4;
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
  const seconds = (performance.now() - start) / 1000;
  await app.close();
  return {
    rows,
    throughput: `${((concurrent * perWorker) / seconds).toFixed(1)} uncached name board previews/s at ${concurrent} concurrent requests`,
  };
}
