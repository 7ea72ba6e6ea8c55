import { beforeAll, describe, expect, it } from 'vitest';
import type { LineSpec } from '../../contracts/lettering-layout';
import { designInputSchema } from '../../contracts/personalisation-design';
import { designFontRole } from '../../contracts/personalisation-piece';
import { STARTER_DESIGNS } from '../../contracts/personalisation-starters';
import type { PrintArea } from '../../contracts/print-area';
import { layoutDesignDraft, type MeasuredInk } from '../../client/components/template-draft/draft-layout';
import { registerFonts } from '../platform/text-shaping/bundled-fonts';
import { designLayout, designPieceInput, fitDesignLettering } from './design-layout';
import { renderLine } from './text-fit';

beforeAll(() => registerFonts());

const area: PrintArea = { x: 180, y: 260, width: 660, height: 420, surface: 'mug-wrap', surfaceColor: '#f4f2ec' };
const starter = (key: string) => designInputSchema.parse(STARTER_DESIGNS.find((s) => s.key === key)!.design);

/** Each line's ink as the server measures it (the mask fitLines fits), for the draft's measure. */
async function serverInks(lines: LineSpec[]): Promise<(line: LineSpec) => MeasuredInk> {
  const inks = new Map<string, MeasuredInk>();
  for (const line of lines) {
    const mask = await renderLine(line);
    inks.set(JSON.stringify(line), { width: mask.width, height: mask.height, left: 0, ascent: 0 });
  }
  return (line) => inks.get(JSON.stringify(line))!;
}

/**
 * Issue 41 item 3: the browser's live draft of a design (client/components/template-draft) and the
 * server's layout (the preview's and the production file's) are one layout: the same slot boxes
 * for the same design and values, and, given the same ink sizes, the same box for every line.
 */
describe("a design's live draft and the server's layout", () => {
  const cases = [
    {
      name: "a couple's mug in Latin and Tamil, a date, the script font",
      design: starter('couple-mug'),
      values: { firstName: 'Asha', secondName: 'கவின்', date: '2026-12-12', font: 'script' },
    },
    {
      name: 'a photo mug whose caption breaks onto two lines',
      design: starter('photo-caption-mug'),
      values: { line1: 'सबसे प्यारी नानी Best Nani' },
    },
    {
      name: 'a name mug in Devanagari with the date asked for',
      design: starter('name-mug'),
      values: { name: 'आशा', font: 'serif', addDate: 'yes', date: '2026-12-12' },
    },
  ];

  it.each(cases)('$name', async ({ design, values }) => {
    const input = designPieceInput(design, values);
    const server = designLayout(area, input);
    const lettering = await fitDesignLettering(server);
    const role = designFontRole(area, input.font);
    expect(role).toBe(server.role);

    const measure = await serverInks(server.blocks.flatMap((b) => b.lines));
    const draft = layoutDesignDraft(area, input.texts, role, measure);

    // The slots: the same boxes, in the same order (the draft's in the photo's pixels).
    expect(draft.map((d) => ({ ...d.slot, x: d.slot.x - area.x, y: d.slot.y - area.y }))).toEqual(
      server.blocks.map((b) => b.rect),
    );
    expect(draft.map((d) => d.lines.map((l) => l.line))).toEqual(server.blocks.map((b) => b.lines));
    // Each line's box inside its slot, where the preview's fitting put it.
    expect(draft.map((d) => d.lines.map((l) => ({ ...l.box, x: l.box.x - area.x, y: l.box.y - area.y })))).toEqual(
      lettering.blocks.map((b) => b.fitted.lines.map((r) => ({ ...r, x: r.x + b.rect.x, y: r.y + b.rect.y }))),
    );
  });

  it('changes with the font choice at once: another role, other line boxes, the same slots', async () => {
    const design = starter('couple-mug');
    const values = { firstName: 'Asha', secondName: 'Ravi', date: '2026-12-12' };
    const boxes = async (font: string) => {
      const input = designPieceInput(design, { ...values, font });
      const role = designFontRole(area, input.font);
      const measure = await serverInks(designLayout(area, input).blocks.flatMap((b) => b.lines));
      return layoutDesignDraft(area, input.texts, role, measure);
    };
    const [serif, script] = await Promise.all([boxes('serif'), boxes('script')]);
    expect(serif.map((d) => d.slot)).toEqual(script.map((d) => d.slot));
    expect(serif[0]!.lines[0]!.line.role).toBe('serif');
    expect(script[0]!.lines[0]!.line.role).toBe('script');
    expect(serif[0]!.lines[0]!.box).not.toEqual(script[0]!.lines[0]!.box);
  });
});
