import sharp from 'sharp';
import DxfParser from 'dxf-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_SETTINGS, type MachineProfile } from '../../../contracts/machines';
import type { PrintArea } from '../../../contracts/print-area';
import { registerLetteringFonts } from '../../platform/text-shaping/lettering-fonts';
import { syntheticSurface } from '../../pieces/samples/synthetic-surfaces';
import { boardDrawing } from '../board-drawing';
import type { Drawing } from '../drawing';
import { drawingToDxf } from './dxf-file';
import { flattenShape } from './flatten';
import { LASER_COLOURS, laserLayers, laserSvg } from './laser-svg';
import { vectorFile } from './machine-files';
import { preflightDxf, preflightPdf, preflightPng, preflightSvg } from './preflight';
import { drawingToPrintPdf } from './print-pdf';
import { sublimationLayout, sublimationPng } from './sublimation-png';

const SIZE = { widthMm: 304.8, heightMm: 203.2 };
const profile = <K extends MachineProfile['kind']>(kind: K) =>
  DEFAULT_MACHINE_SETTINGS.profiles.find((p) => p.kind === kind) as Extract<MachineProfile, { kind: K }>;
const line = {
  reference: 'KG-10042',
  number: 1,
  createdAt: new Date('2026-11-28T10:00:00Z'),
  piece: { kind: 'board' },
} as const;
let area: PrintArea;
const drawings = new Map<string, Drawing>();

const NAMES = { tamil: 'செல்வி இல்லம்', bengali: 'শর্মা নিবাস', urdu: 'شرما نواس', devanagari: 'शर्मा निवास' };

beforeAll(async () => {
  await registerLetteringFonts();
  area = (await syntheticSurface('teak-board')).printArea;
  for (const [script, name] of Object.entries(NAMES))
    drawings.set(script, await boardDrawing(area, { primary: name, secondary: '42A' }, SIZE, `KG-10042 ${script}`));
}, 120_000);

describe('flattening', () => {
  it('keeps a quarter circle within 0.05 mm and closes what Z closes', () => {
    const [arc] = flattenShape({ d: 'M100 0A100 100 0 0 1 0 100Z' });
    expect(arc?.closed).toBe(true);
    for (const [x, y] of arc!.points.slice(0, -1)) expect(Math.abs(Math.hypot(x, y) - 100)).toBeLessThan(0.051);
    // Mid-chord distance from the circle is the flattening error.
    const pts = arc!.points;
    for (let i = 1; i < pts.length - 1; i++) {
      const [a, b] = [pts[i - 1]!, pts[i]!];
      expect(100 - Math.hypot((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)).toBeLessThanOrEqual(0.05);
    }
    const [cubic] = flattenShape({ d: 'M0 0C0 50 100 50 100 0', transform: [2, 0, 0, 2, 10, 10] });
    expect(cubic?.closed).toBe(false);
    expect(cubic?.points.at(-1)).toEqual([210, 10]);
  });
});

describe.each(Object.keys(NAMES))('a %s name board', (script) => {
  it('passes the preflight as laser SVG, DXF and print-shop PDF', async () => {
    const drawing = drawings.get(script)!;
    for (const kind of ['laser', 'cnc', 'print-shop'] as const) {
      const file = await vectorFile(line, drawing, profile(kind), '#c8a27a');
      expect(file.preflight, `${kind}: ${file.preflight.problems.join('; ')}`).toMatchObject({ ok: true });
      expect(file.filename).toBe(`KG-10042-1-board.${{ laser: 'svg', cnc: 'dxf', 'print-shop': 'pdf' }[kind]}`);
    }
  }, 60_000);
});

describe('the preflight fails broken files', () => {
  it('an SVG with <text>, a foreign colour, a thick cut or an open engrave path', () => {
    const d = drawings.get('devanagari')!;
    const svg = laserSvg(d, laserLayers(d, profile('laser').operations), 'lightburn');
    const colours = LASER_COLOURS.lightburn;
    expect(preflightSvg(svg, SIZE, colours).ok).toBe(true);
    const withText = svg.replace('</svg>', '<text x="1" y="1">Sharma</text></svg>');
    expect(preflightSvg(withText, SIZE, colours).problems).toContain(
      'Has a <text> element, which the laser software cannot use',
    );
    expect(preflightSvg(svg.replace(/fill="#000000"/, 'fill="#123456"'), SIZE, colours).ok).toBe(false);
    expect(
      preflightSvg(
        svg.replace(/stroke="#ff0000" stroke-width="0.05"/, 'stroke="#ff0000" stroke-width="0.3"'),
        SIZE,
        colours,
      ).ok,
    ).toBe(false);
    expect(preflightSvg(svg.replace(/Z"/, '"'), SIZE, colours).problems).toContain('A filled path is not closed');
    expect(preflightSvg(svg.replace('304.8mm', '12in'), SIZE, colours).ok).toBe(false);
  });

  it('an inch DXF, and one whose polylines are open', () => {
    const d = drawings.get('tamil')!;
    const dxf = drawingToDxf(SIZE, laserLayers(d, { cut: true, score: true, engrave: true }));
    expect(preflightDxf(dxf, SIZE, true).ok).toBe(true);
    const parsed = new DxfParser().parseSync(dxf)!;
    expect(parsed.header.$INSUNITS).toBe(4);
    const inches = dxf.replace('$INSUNITS\n70\n4\n', '$INSUNITS\n70\n1\n');
    expect(inches).not.toBe(dxf);
    expect(preflightDxf(inches, SIZE, true).problems).toContain('$INSUNITS is 1, not 4 (millimetres)');
    // LWPOLYLINE flag 70 = 1 (closed) turned to 0 on the first one.
    const open = dxf.replace(/(LWPOLYLINE[\s\S]*?\n 70\n|LWPOLYLINE[\s\S]*?\n70\n)1\n/, '$10\n');
    expect(open).not.toBe(dxf);
    expect(preflightDxf(open, SIZE, true).ok).toBe(false);
  });

  it('a PDF without bleed, and one in RGB', async () => {
    const d = drawings.get('bengali')!;
    const good = await drawingToPrintPdf(d, '#c8a27a', { bleedMm: 3, cropMarks: true }, line.createdAt);
    expect(await preflightPdf(good, SIZE, 3)).toMatchObject({ ok: true });
    const noBleed = await drawingToPrintPdf(d, '#c8a27a', { bleedMm: 0.01, cropMarks: true }, line.createdAt);
    const found = await preflightPdf(noBleed, SIZE, 3);
    expect(found.ok).toBe(false);
    expect(found.problems.join(' ')).toMatch(/bleed/);
    const { drawingToPdf } = await import('../pdf-file');
    const rgb = await preflightPdf(await drawingToPdf(d, line.createdAt), SIZE, 3);
    expect(rgb.problems).toContain('Colour in DeviceRGB, not CMYK');
  }, 30_000);

  it('a PNG without bleed, pHYs or marks', async () => {
    const wrap = await sharp({
      create: { width: 600, height: 300, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const sub = { bleedMm: 2, mirror: true };
    const layout = { ...sublimationLayout({ width: 600, height: 300 }, sub), dpi: 300 };
    const good = await sublimationPng(wrap, sub);
    expect(await preflightPng(good, layout)).toMatchObject({ ok: true });
    const bare = await sharp(wrap)
      .extend({
        top: layout.marginPx + layout.bleedPx,
        bottom: layout.marginPx + layout.bleedPx,
        left: layout.marginPx + layout.bleedPx,
        right: layout.marginPx + layout.bleedPx,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    const problems = (await preflightPng(bare, layout)).problems;
    expect(problems.join(' ')).toMatch(/No pHYs chunk|DPI, not 300/);
    expect(problems).toContain('The artwork stops at the trim: no bleed');
    expect(problems).toContain('0 of 4 registration marks');
  });
});
