import { describe, expect, it } from 'vitest';
import {
  boardLines,
  boardTextBox,
  fitInk,
  fitKidsName,
  fontRoleFor,
  PLACEHOLDER_NAME,
  PLAIN_LOOK,
  REF_PX,
} from './lettering-layout';

describe('the lettering layout shared by the server render and the live draft', () => {
  it('fits lines at the largest size that keeps every one inside the box, centred', () => {
    const box = { width: 500, height: 220 };
    const { scale, lines } = fitInk(
      [
        { width: 2000, height: 260 },
        { width: 700, height: 170 },
      ],
      box,
      0.18,
    );
    expect(scale).toBeCloseTo(0.25, 5);
    for (const line of lines) {
      expect(line.x).toBeGreaterThanOrEqual(0);
      expect(line.y).toBeGreaterThanOrEqual(0);
      expect(line.x + line.width).toBeLessThanOrEqual(box.width);
      expect(line.y + line.height).toBeLessThanOrEqual(box.height);
      expect(Math.abs(line.x + line.width / 2 - box.width / 2)).toBeLessThanOrEqual(1);
    }
    expect(lines[1]!.y).toBeGreaterThan(lines[0]!.y + lines[0]!.height);
  });

  it('never draws above the reference size, however large the box', () => {
    const { scale, lines } = fitInk([{ width: 300, height: 200 }], { width: 4000, height: 4000 }, 0.18);
    expect(scale).toBe(1);
    expect(lines[0]).toMatchObject({ width: 300, height: 200, x: 1850, y: 1900 });
  });

  it('writes a name over a smaller house number, and a placeholder only when both are empty', () => {
    const [name, number] = boardLines('Sharma Niwas', 'B-12', 'script', PLAIN_LOOK);
    expect(name).toMatchObject({ text: 'Sharma Niwas', role: 'script' });
    expect(number).toMatchObject({ text: 'B-12', role: 'serif', size: 0.7 });
    // A template that offers the script but not serif keeps the number in the script.
    expect(boardLines('Sharma Niwas', 'B-12', 'script', PLAIN_LOOK, ['script', 'bold'])[1]?.role).toBe('script');
    expect(boardLines('Sharma Niwas', 'B-12', 'script', PLAIN_LOOK, ['serif', 'script'])[1]?.role).toBe('serif');
    expect(boardLines('', '', 'serif', PLAIN_LOOK)[0]!.text).toBe(PLACEHOLDER_NAME);
    expect(boardLines('', '7', 'serif', PLAIN_LOOK).map((l) => [l.text, l.size])).toEqual([
      ['', undefined],
      ['7', 1],
    ]);
    expect(boardLines('Sharma', '', 'sans', { ...PLAIN_LOOK, minimal: true })[0]!.text).toBe('SHARMA');
  });

  it('pads the print area more for a minimal look and leaves room for sprigs', () => {
    const area = { width: 600, height: 300 };
    const plain = boardTextBox(area, PLAIN_LOOK, 2);
    const minimal = boardTextBox(area, { ...PLAIN_LOOK, minimal: true }, 2);
    const leaves = boardTextBox(area, { ...PLAIN_LOOK, leaves: true }, 2);
    expect(plain).toMatchObject({ x: 39, y: 27, width: 522, height: 246 });
    expect(minimal.width).toBeLessThan(plain.width);
    expect(leaves.x).toBe(39 + 78);
    expect(boardTextBox(area, { ...PLAIN_LOOK, flourish: true }, 1).height).toBe(Math.round(246 * 0.72));
  });

  it('sizes a kids name inside the plate with room for its outline', () => {
    const area = { width: 500, height: 200 };
    const fit = fitKidsName(area, { width: 1400, height: REF_PX }, 18);
    expect(fit.x).toBeGreaterThanOrEqual(area.width * 0.05);
    expect(fit.x + 1400 * fit.scale).toBeLessThanOrEqual(area.width * 0.95);
    expect(fit.y + REF_PX * fit.scale).toBeLessThanOrEqual(area.height * 0.92);
  });

  it('maps the form and its synonyms to font roles, unknown ones to serif', () => {
    expect(fontRoleFor('Cursive')).toBe('script');
    expect(fontRoleFor('Comic Sans')).toBe('serif');
  });
});
