/**
 * Renders compositor previews for every kind, style and sample prompt so a person can look at
 * them: `npx tsx src/server/previews/compositor/render-samples.ts OUTDIR [--photo FILE] [--catalog DIR]`.
 * Uses the drawn catalogue masters (data/catalog-images/<key>/master.png) when present, else
 * synthetic ones; writes WebP and PNG per preview, a contact sheet per category and timings.json.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { seedProducts } from '../../../../seed/catalogue';
import type { PrintArea } from '../../../../seed/types';
import type { MugStyle, PreviewRequest, ProductSurface } from '../types';
import { createCompositorRenderer } from './index';
import { samplePhoto } from './sample-photo';
import { samplePrompts } from './sample-prompts';
import { syntheticSurface, type SyntheticKind } from './synthetic-surfaces';

interface Sample {
  name: string;
  sheet: 'nameplates' | 'mugs' | 'kids' | 'generic';
  request: PreviewRequest;
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { photo: { type: 'string' }, catalog: { type: 'string' } } });
const outDir = resolve(positionals[0] ?? 'preview-samples');
const catalogDir = resolve(values.catalog ?? 'data/catalog-images');
const areas = new Map<string, { area: PrintArea; title: string }>(seedProducts.flatMap((p) => p.images.map((i) => [i.key, { area: i.printArea, title: p.title }] as const)));

/** The catalogue image if it has been drawn, otherwise a synthetic stand-in of the same kind. */
async function surfaceFor(key: string, fallback: SyntheticKind): Promise<ProductSurface> {
  const file = join(catalogDir, key, 'master.png');
  const known = areas.get(key);
  if (known && existsSync(file)) return { image: await readFile(file), printArea: known.area, productTitle: known.title };
  return syntheticSurface(fallback);
}

async function samples(photo: Buffer): Promise<Sample[]> {
  const out: Sample[] = [];
  const board = (key: string) => surfaceFor(key, key.startsWith('slate') ? 'slate-board' : key.startsWith('brass') ? 'brass-board' : 'teak-board');
  for (const key of ['sheesham-board-front', 'brass-plate-front', 'slate-board-front', 'acrylic-board-black-led', 'acrylic-board-white', 'mango-board-front', 'arch-teak-front', 'warli-board-front']) {
    out.push({ name: `nameplate-${key}`, sheet: 'nameplates', request: { kind: 'nameplate', surface: await board(key), name: 'Sharma Niwas', houseNumber: '42A' } });
  }
  for (const key of ['sheesham-board-front', 'slate-board-front']) {
    for (const p of samplePrompts.Nameplates) {
      out.push({ name: `nameplate-${key}-${slug(p.title)}`, sheet: 'nameplates', request: { kind: 'nameplate', surface: await board(key), name: 'Anand Bhavan', houseNumber: '12/4', prompt: p.prompt } });
    }
  }
  const mug = (key: string) => surfaceFor(key, 'white-mug');
  for (const style of ['ghibli', 'disney', 'pixar', 'oil-painting'] as MugStyle[]) {
    out.push({ name: `mug-${style}`, sheet: 'mugs', request: { kind: 'mug', surface: await mug('caricature-mug-white'), userImage: photo, caption: 'Best Amma Ever', style } });
  }
  for (const p of samplePrompts.Mugs) {
    out.push({ name: `mug-${slug(p.title)}`, sheet: 'mugs', request: { kind: 'mug', surface: await mug('khurja-mug-white'), userImage: photo, caption: 'Chai & Chill', style: 'ghibli', prompt: p.prompt } });
  }
  for (const key of ['midnight-mug-black-tall', 'pastel-mug-mint', 'caricature-mug-white-chai']) {
    out.push({ name: `mug-${key}`, sheet: 'mugs', request: { kind: 'mug', surface: await mug(key), userImage: photo, caption: 'Happy Birthday Papa', style: 'pixar' } });
  }
  const kids = (key: string) => surfaceFor(key, key.includes('bunting') ? 'bunting' : 'kids-plate');
  for (const key of ['cloud-plate-space', 'rocket-plate-teal', 'jungle-plate-mint', 'unicorn-plate-pink', 'felt-bunting-unicorn', 'felt-bunting-space', 'lacquer-bunting-jungle', 'ocean-bunting-front']) {
    out.push({ name: `kids-${key}`, sheet: 'kids', request: { kind: 'kids', surface: await kids(key), childName: key.includes('space') ? 'Vihaan' : 'Aarav' } });
  }
  for (const p of samplePrompts['Kids Buntings']) {
    out.push({ name: `kids-${slug(p.title)}`, sheet: 'kids', request: { kind: 'kids', surface: await kids('cloud-plate-ocean'), childName: 'Myra', prompt: p.prompt } });
  }
  out.push({ name: 'kids-long-name-bunting', sheet: 'kids', request: { kind: 'kids', surface: await kids('ocean-bunting-front'), childName: 'Anantharaman' } });
  out.push({ name: 'generic-board', sheet: 'generic', request: { kind: 'generic', surface: await board('mango-board-pillar'), text: 'Welcome Home', prompt: 'white painted letters' } });
  out.push({ name: 'generic-hindi', sheet: 'generic', request: { kind: 'generic', surface: await board('sheesham-board-doorway'), text: 'शुभ लाभ' } });
  return out;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The print area with a margin round it, so the sheet shows the lettering on its product. */
function cropAround(area: PrintArea): { left: number; top: number; width: number; height: number } {
  const margin = Math.max(area.width, area.height) * 0.3;
  const left = Math.max(0, Math.round(area.x - margin));
  const top = Math.max(0, Math.round(area.y - margin));
  return { left, top, width: Math.min(1024 - left, Math.round(area.width + 2 * margin)), height: Math.min(1024 - top, Math.round(area.height + 2 * margin)) };
}

async function contactSheet(file: string, tiles: { image: Buffer; area: PrintArea }[]): Promise<void> {
  const tile = 360;
  const cols = 3;
  const parts = await Promise.all(
    tiles.map(async ({ image, area }, i) => ({
      input: await sharp(image).extract(cropAround(area)).resize(tile, tile, { fit: 'contain', background: '#ffffff' }).png().toBuffer(),
      left: (i % cols) * tile,
      top: Math.floor(i / cols) * tile,
    })),
  );
  const rows = Math.ceil(tiles.length / cols);
  await sharp({ create: { width: cols * tile, height: rows * tile, channels: 3, background: '#ffffff' } }).composite(parts).png().toFile(file);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const photo = values.photo ? await readFile(values.photo) : await samplePhoto();
  const renderer = createCompositorRenderer();
  const timings: { name: string; kind: string; wallMs: number; cpuMs: number }[] = [];
  const sheets = new Map<string, { image: Buffer; area: PrintArea }[]>();
  for (const sample of await samples(photo)) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { image } = await renderer.render(sample.request);
    const wallMs = Math.round(performance.now() - started);
    const used = process.cpuUsage(cpu);
    timings.push({ name: sample.name, kind: sample.request.kind, wallMs, cpuMs: Math.round((used.user + used.system) / 1000) });
    await writeFile(join(outDir, `${sample.name}.webp`), image);
    await sharp(image).png().toFile(join(outDir, `${sample.name}.png`));
    sheets.set(sample.sheet, [...(sheets.get(sample.sheet) ?? []), { image, area: sample.request.surface.printArea }]);
    console.log(`${sample.name}: ${wallMs} ms`);
  }
  for (const [sheet, tiles] of sheets) await contactSheet(join(outDir, `sheet-${sheet}.png`), tiles);
  await writeFile(join(outDir, 'timings.json'), JSON.stringify(timings, null, 2));
  console.log(`Wrote ${timings.length} previews and ${sheets.size} contact sheets to ${outDir}`);
}

await main();
