import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letteringText } from '../../contracts/lettering-coverage';
import { crop, inkBounds, toRaster, type Raster } from '../pieces/raster';
import { SCRIPT_NAMES } from './testing/fresh-lettering/cases';

/**
 * Issue 45: the production file and the preview letter a name at one size whatever ran before in
 * the process. Each side is drawn in a process of its own (testing/fresh-lettering/main.ts): the
 * production files first thing after start, with nothing registered, as after a restart or on a
 * web server whose previews run in separate workers; the preview's lettering after a real preview.
 * Both see only the bundled fonts (an empty fontconfig set, as on a server with no fonts of its
 * own), so a face the markup names but nobody registered draws as hex-code boxes, not as a
 * system font that happens to be installed here.
 */
let dir: string;
let scales: Record<'production' | 'preview', Record<string, number>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kaarigar-fresh-lettering-'));
  const config = path.join(dir, 'fonts.conf');
  await writeFile(
    config,
    `<?xml version="1.0"?>\n<fontconfig><cachedir>${path.join(dir, 'fc-cache')}</cachedir></fontconfig>\n`,
  );
  const script = fileURLToPath(new URL('./testing/fresh-lettering/main.ts', import.meta.url));
  const env = { ...process.env, FONTCONFIG_FILE: config };
  const run = (side: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', script, side, dir], { env, timeout: 240_000 });
  await run('production');
  await run('preview');
  scales = {
    production: JSON.parse(await readFile(path.join(dir, 'production.json'), 'utf8')) as Record<string, number>,
    preview: JSON.parse(await readFile(path.join(dir, 'preview.json'), 'utf8')) as Record<string, number>,
  };
}, 600_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const mask = (side: string, id: string) => toRaster(sharp(path.join(dir, side, `${id}.png`)).extractChannel(0));

/** Overlap of two same-sized masks' ink (above half), as intersection over union. */
function iou(a: Raster, b: Raster): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.data.length; i++) {
    const x = (a.data[i] ?? 0) > 127;
    const y = (b.data[i] ?? 0) > 127;
    if (x && y) both++;
    if (x || y) either++;
  }
  return either ? both / either : 0;
}

const PIECES = SCRIPT_NAMES.flatMap(({ script }) => [
  { script, piece: 'board name', id: `board-${script}-0` },
  { script, piece: 'board house number', id: `board-${script}-1` },
  { script, piece: 'kids plate', id: `plate-${script}` },
  { script, piece: 'mug wrap caption', id: `mug-${script}` },
  // Issue 41: a design's lines, each slot fitted on its own (two names and the date in its format;
  // a name, and a title on two lines).
  { script, piece: "couple's mug first name", id: `couple-mug-${script}-0` },
  { script, piece: "couple's mug second name", id: `couple-mug-${script}-1` },
  { script, piece: "couple's mug date", id: `couple-mug-${script}-2` },
  { script, piece: 'desk plate name', id: `desk-plate-${script}-0` },
  { script, piece: 'desk plate title, first line', id: `desk-plate-${script}-1` },
  { script, piece: 'desk plate title, second line', id: `desk-plate-${script}-2` },
]);

describe('a fresh process letters the production file as the preview did (issue 45)', () => {
  it('uses names every lettered field takes', () => {
    for (const { name, number, kids } of SCRIPT_NAMES)
      for (const text of [name, number, kids])
        expect(letteringText(20, 'Name').safeParse(text).success, text).toBe(true);
  });

  it.each(PIECES)('$script, $piece: the same ink, at the same size, in the same place', async ({ id }) => {
    const [file, preview] = await Promise.all([mask('production', id), mask('preview', id)]);
    const [fileInk, previewInk] = [inkBounds(file, 96), inkBounds(preview, 96)];
    expect(fileInk, 'the file has lettering').not.toBeNull();
    expect(previewInk, 'the preview has lettering').not.toBeNull();
    const mmFile = scales.production[id]!;
    const mmPreview = scales.preview[id]!;
    const box = (r: NonNullable<typeof fileInk>, mm: number) => ({
      x0: r.x * mm,
      y0: r.y * mm,
      x1: (r.x + r.width) * mm,
      y1: (r.y + r.height) * mm,
      width: r.width * mm,
      height: r.height * mm,
    });
    const f = box(fileInk!, mmFile);
    const p = box(previewInk!, mmPreview);
    // The box: its size and each edge within 2% of the preview's (1 mm for a small line).
    for (const [edge, size] of [
      ['width', 'width'],
      ['height', 'height'],
      ['x0', 'width'],
      ['x1', 'width'],
      ['y0', 'height'],
      ['y1', 'height'],
    ] as const)
      expect(Math.abs(f[edge] - p[edge]), `${edge}: ${f[edge]} mm against ${p[edge]} mm`).toBeLessThanOrEqual(
        Math.max(p[size] * 0.02, 1),
      );
  });

  // The same ink, cropped and scaled to one size, overlapping by intersection over union: boards'
  // lines, plates' letters and mugs' captions alike, in every script (issue 45).
  it.each(PIECES)('$script, $piece: the same letters, in the same shapes', async ({ id }) => {
    const [file, preview] = await Promise.all([mask('production', id), mask('preview', id)]);
    const [fileInk, previewInk] = [inkBounds(file, 96)!, inkBounds(preview, 96)!];
    const previewCrop = crop(preview, previewInk);
    const fileCrop = await toRaster(
      sharp(crop(file, fileInk).data, { raw: { width: fileInk.width, height: fileInk.height, channels: 1 } })
        .resize(previewInk.width, previewInk.height, { fit: 'fill' })
        .extractChannel(0),
    );
    expect(iou(fileCrop, previewCrop)).toBeGreaterThanOrEqual(0.9);
  });
});
