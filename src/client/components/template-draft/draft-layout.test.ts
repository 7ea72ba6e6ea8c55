import { describe, expect, it } from 'vitest';
import type { PrintArea } from '../../../contracts/print-area';
import { layoutBoardDraft, layoutKidsDraft, layoutMugCaptionDraft, type MeasureLine } from './draft-layout';

const area: PrintArea = { x: 200, y: 350, width: 624, height: 340, surface: 'board', surfaceColor: '#7d4426' };
// A stand-in for canvas measureText: 0.5 em per character, cap height 0.7 em.
const measure: MeasureLine = (line) => {
  const size = 240 * (line.size ?? 1);
  return { width: line.text.length * size * 0.5, height: size * 0.7, left: 0, ascent: size * 0.7 };
};

describe('the live draft layout', () => {
  it('puts the name over the house number, inside the print area, centred on it', () => {
    const [name, number] = layoutBoardDraft(area, { name: 'Sharma Niwas', houseNumber: 'B-12' }, 'serif', measure);
    for (const { box } of [name!, number!]) {
      expect(box.x).toBeGreaterThanOrEqual(area.x);
      expect(box.y).toBeGreaterThanOrEqual(area.y);
      expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
      expect(box.y + box.height).toBeLessThanOrEqual(area.y + area.height);
      expect(Math.abs(box.x + box.width / 2 - (area.x + area.width / 2))).toBeLessThanOrEqual(1);
    }
    expect(number!.box.y).toBeGreaterThan(name!.box.y + name!.box.height);
    expect(number!.box.height).toBeLessThan(name!.box.height);
  });

  it('draws only the lines with text', () => {
    expect(layoutBoardDraft(area, { name: '', houseNumber: '42' }, 'sans', measure).map((l) => l.line.text)).toEqual([
      '42',
    ]);
  });

  it('fits a kids name with room for its outline', () => {
    const plate = { ...area, surface: 'plate' as const };
    const word = layoutKidsDraft(plate, 'Aarav', 'playful', measure);
    expect(word.x).toBeGreaterThan(plate.x);
    expect(word.x + word.ink.width * word.scale + word.outline).toBeLessThanOrEqual(plate.x + plate.width);
    expect(word.y + word.ink.height * word.scale).toBeLessThanOrEqual(plate.y + plate.height);
  });

  it("puts a mug's caption in the band under the photo, in the style's face and ink", () => {
    const face: PrintArea = { x: 0, y: 0, width: 650, height: 460, surface: 'mug-wrap', surfaceColor: '#f4f2ec' };
    const { lines, ink } = layoutMugCaptionDraft(face, '  Best Nani  ', 'disney', measure);
    expect(lines).toHaveLength(1);
    const { line, box } = lines[0]!;
    expect(line).toEqual({ text: 'Best Nani', role: 'playful' });
    // The band is the bottom 19% of the artwork; the caption keeps inside it and centred.
    expect(box.y).toBeGreaterThanOrEqual(460 - Math.round(460 * 0.19));
    expect(box.y + box.height).toBeLessThanOrEqual(460);
    expect(Math.abs(box.x + box.width / 2 - 325)).toBeLessThanOrEqual(1);
    expect(ink).toEqual([30, 42, 96]);
    // On a dark mug the ink turns cream, as the server's does.
    expect(layoutMugCaptionDraft({ ...face, surfaceColor: '#1d1d22' }, 'Hi', 'disney', measure).ink).toEqual([
      246, 238, 224,
    ]);
  });

  it('draws no caption until one is typed', () => {
    const face: PrintArea = { x: 0, y: 0, width: 650, height: 460, surface: 'mug-wrap', surfaceColor: '#ffffff' };
    expect(layoutMugCaptionDraft(face, '   ', 'ghibli', measure).lines).toEqual([]);
  });
});
