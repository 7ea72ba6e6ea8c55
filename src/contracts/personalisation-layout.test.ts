import { describe, expect, it } from 'vitest';
import { designInputSchema, type PersonalisationDesign } from './personalisation-design';
import { formatDesignDate, placeDesign, slotRect, splitInTwo } from './personalisation-layout';
import { STARTER_DESIGNS } from './personalisation-starters';

const design = (key: string): PersonalisationDesign => ({
  version: 1,
  ...designInputSchema.parse(STARTER_DESIGNS.find((s) => s.key === key)!.design),
});

describe('one layout for a design (issue 41)', () => {
  it('writes a date as the design shows it on the piece', () => {
    expect(formatDesignDate('2026-12-12', 'd MMM yyyy')).toBe('12 Dec 2026');
    expect(formatDesignDate('2026-03-05', 'dd.MM.yyyy')).toBe('05.03.2026');
    expect(formatDesignDate('2026-12-12', 'hindi-numerals')).toBe('१२.१२.२०२६');
    expect(formatDesignDate('not a date', 'd MMM yyyy')).toBe('not a date');
  });

  it("puts each value in its slot, the chosen font on the look, and a hidden field's value nowhere", () => {
    const placed = placeDesign(design('name-mug'), { name: 'கவின்', font: 'script', addDate: 'no', date: '2099-12-12' });
    expect(placed.texts.map((t) => [t.slot.id, t.lines])).toEqual([['name', ['கவின்']]]);
    expect(placed.look.font).toBe('script');
    const dated = placeDesign(design('name-mug'), { name: 'Asha', addDate: 'yes', date: '2099-12-12' });
    expect(dated.texts.map((t) => [t.slot.id, t.lines])).toEqual([
      ['name', ['Asha']],
      ['date', ['12 Dec 2099']],
    ]);
  });

  it("keeps a couple's two names apart, each in its own slot", () => {
    const placed = placeDesign(design('couple-mug'), { firstName: 'Asha', secondName: 'Ravi', date: '2099-02-14' });
    expect(placed.texts.map((t) => t.slot.id)).toEqual(['first', 'second', 'date']);
    expect(placed.texts[1]?.slot.x).toBeGreaterThan(0.5);
  });

  it('breaks a two-line caption at the space nearest its middle', () => {
    expect(splitInTwo('Happy birthday dear Amma')).toEqual(['Happy birthday', 'dear Amma']);
    expect(splitInTwo('Namaste')).toEqual(['Namaste']);
  });

  it('gives a slot whole pixels inside the print area', () => {
    expect(slotRect({ width: 400, height: 200 }, { x: 0.05, y: 0.65, width: 0.9, height: 0.35 })).toEqual({
      x: 20,
      y: 130,
      width: 360,
      height: 70,
    });
  });
});
