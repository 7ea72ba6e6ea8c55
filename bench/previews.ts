import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { ensureCatalogueImages } from '../src/server/catalog/ensure-images';
import { MUG_STYLES, type PreviewJob } from '../src/contracts/previews';
import { forgetAnalyses, styleMugPhoto } from '../src/server/previews/caricature/caricature';
import { MUG_STYLES as STYLE_FILTERS } from '../src/server/previews/compositor/mug-styles';
import { toRaster } from '../src/server/previews/compositor/raster';

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
  // The caricature needs a real face: the public-domain portrait the tests use.
  const portrait = await readFile('src/server/previews/caricature/fixtures/astronaut.png');
  const portraitUpload = await app.inject({
    method: 'POST',
    url: '/api/products/upload-user-image',
    payload: { imageBase64: portrait.toString('base64') },
  });
  const portraitKey = portraitUpload.json<{ imageUrl: string }>().imageUrl.replace('/objects/', '');
  const mugJob = (style: (typeof MUG_STYLES)[number]): PreviewJob => ({
    kind: 'mug',
    imageKey: key('Mugs'),
    userImageKey: portraitKey,
    caption: 'Best Dad',
    style,
  });

  const jobs: [string, PreviewJob][] = [
    ['name board', { kind: 'nameplate', imageKey: key('Nameplates'), name: 'Sharma Niwas', houseNumber: 'B-12' }],
    ['kids name plate', { kind: 'kids', imageKey: key('Kids Buntings'), childName: 'Aarav' }],
  ];
  const rows: string[][] = [];
  for (const [name, job] of jobs) {
    const t = await time(() => app.previews.renderWithFallback(job), RUNS);
    rows.push([name, t.p50.toFixed(0), t.p95.toFixed(0)]);
  }

  // Caricature mugs. The models load once per process, on the first mug: timed on its own.
  const load = performance.now();
  await app.previews.renderWithFallback(mugJob('ghibli'));
  rows.push(['mug caricature, first in a process (models load)', (performance.now() - load).toFixed(0), '']);
  for (const style of MUG_STYLES) {
    // Each run as if the photo were new: the models' findings are forgotten first.
    const t = await time(() => {
      forgetAnalyses();
      return app.previews.renderWithFallback(mugJob(style));
    }, RUNS);
    rows.push([`mug caricature, ${style}, new photo`, t.p50.toFixed(0), t.p95.toFixed(0)]);
  }
  const seen = await time(() => app.previews.renderWithFallback(mugJob('pixar')), RUNS);
  rows.push(['mug caricature, pixar, photo already analysed', seen.p50.toFixed(0), seen.p95.toFixed(0)]);
  // The styling step alone, caricature against the filter-only treatment it replaced
  // (the photo cover-cropped and filtered), at the caricature mug's print size.
  const size = { width: 615, height: 460 };
  for (const style of MUG_STYLES) {
    const before = await time(async () => {
      const cropped = await toRaster(
        sharp(portrait).removeAlpha().resize(size.width, size.height, { fit: 'cover', position: 'attention' }),
      );
      return STYLE_FILTERS[style](cropped, 7);
    }, RUNS);
    const after = await time(() => {
      forgetAnalyses();
      return styleMugPhoto(portrait, style, size, 7);
    }, RUNS);
    rows.push([`styling only, ${style}: filter-only (before)`, before.p50.toFixed(0), before.p95.toFixed(0)]);
    rows.push([`styling only, ${style}: caricature, new photo`, after.p50.toFixed(0), after.p95.toFixed(0)]);
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
