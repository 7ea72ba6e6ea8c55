/**
 * Renders compositor previews for every kind, style and sample prompt so a person can look at
 * them: `npx tsx src/server/previews/compositor/samples/render-samples.ts OUTDIR [--photo FILE] [--catalog DIR]`.
 * Uses the drawn catalogue masters (data/catalog-images/<key>/master.png) when present, with the
 * seed catalogue's print areas read from a seeded in-memory database (the shop's own data is never
 * opened), else synthetic ones; writes WebP and PNG per preview, a contact sheet per category and timings.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { PrintArea } from '../../../../contracts/print-area';
import { CatalogService } from '../../../catalog/catalog-service';
import { seedCatalogueIfEmpty } from '../../../catalog/seed-catalogue';
import { openDatabase } from '../../../platform/db/client';
import { createCompositorRenderer } from '../index';
import { samplePhoto } from '../../../pieces/samples/sample-photo';
import { sampleRequests } from './sample-requests';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { photo: { type: 'string' }, catalog: { type: 'string' } },
});
const outDir = resolve(positionals[0] ?? 'preview-samples');
const catalogDir = resolve(values.catalog ?? 'data/catalog-images');

/** The print area with a margin round it, so the sheet shows the lettering on its product. */
function cropAround(area: PrintArea): { left: number; top: number; width: number; height: number } {
  const margin = Math.max(area.width, area.height) * 0.3;
  const left = Math.max(0, Math.round(area.x - margin));
  const top = Math.max(0, Math.round(area.y - margin));
  return {
    left,
    top,
    width: Math.min(1024 - left, Math.round(area.width + 2 * margin)),
    height: Math.min(1024 - top, Math.round(area.height + 2 * margin)),
  };
}

async function contactSheet(file: string, tiles: { image: Buffer; area: PrintArea }[]): Promise<void> {
  const tile = 360;
  const cols = 3;
  const parts = await Promise.all(
    tiles.map(async ({ image, area }, i) => ({
      input: await sharp(image)
        .extract(cropAround(area))
        .resize(tile, tile, { fit: 'contain', background: '#ffffff' })
        .png()
        .toBuffer(),
      left: (i % cols) * tile,
      top: Math.floor(i / cols) * tile,
    })),
  );
  const rows = Math.ceil(tiles.length / cols);
  await sharp({ create: { width: cols * tile, height: rows * tile, channels: 3, background: '#ffffff' } })
    .composite(parts)
    .png()
    .toFile(file);
}

/** The seed catalogue as the store reads it: through the database and the catalogue service. */
async function seedCatalogue(): Promise<CatalogService> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedCatalogueIfEmpty(handle.db);
    const catalog = new CatalogService(handle.db);
    await catalog.load();
    return catalog;
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const catalog = await seedCatalogue();
  const photo = values.photo ? await readFile(values.photo) : await samplePhoto();
  const renderer = createCompositorRenderer();
  const timings: { name: string; kind: string; wallMs: number; cpuMs: number }[] = [];
  const sheets = new Map<string, { image: Buffer; area: PrintArea }[]>();
  for (const sample of await sampleRequests(photo, catalogDir, catalog)) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { image } = await renderer.render(sample.request);
    const wallMs = Math.round(performance.now() - started);
    const used = process.cpuUsage(cpu);
    timings.push({
      name: sample.name,
      kind: sample.request.kind,
      wallMs,
      cpuMs: Math.round((used.user + used.system) / 1000),
    });
    await writeFile(join(outDir, `${sample.name}.webp`), image);
    await sharp(image)
      .png()
      .toFile(join(outDir, `${sample.name}.png`));
    sheets.set(sample.sheet, [...(sheets.get(sample.sheet) ?? []), { image, area: sample.request.surface.printArea }]);
    console.log(`${sample.name}: ${wallMs} ms`);
  }
  for (const [sheet, tiles] of sheets) await contactSheet(join(outDir, `sheet-${sheet}.png`), tiles);
  await writeFile(join(outDir, 'timings.json'), JSON.stringify(timings, null, 2));
  console.log(`Wrote ${timings.length} previews and ${sheets.size} contact sheets to ${outDir}`);
}

await main();
