import { describe, expect, it } from 'vitest';
import { templateInputSchema } from '../../../../../contracts/admin-products';
import { letteringInputOf, letteringLookOf } from './lettering-look';

const area = { x: 100, y: 100, width: 600, height: 300, surface: 'board', surfaceColor: '#8b5a2b' } as const;

describe("the studio's lettering choices", () => {
  it('start from the template, every font and colour ticked and no limits when it sets none', () => {
    const look = letteringLookOf(area);
    expect([look.fonts.length, look.colors.length]).toEqual([5, 6]);
    expect(look.limits).toEqual({ name: '', houseNumber: '', childName: '' });
    expect(letteringInputOf(look, 'Nameplates')).toEqual({});
  });

  it('send a narrowed list and the limits of the product kind, which the API accepts', () => {
    const look = letteringLookOf({ ...area, fonts: ['script'], colors: ['#1A1A1A'], limits: { name: 12 } });
    const input = letteringInputOf(
      { ...look, limits: { ...look.limits, houseNumber: ' 4 ', childName: '3' } },
      'Nameplates',
    );
    expect(input).toEqual({ fonts: ['script'], colors: ['#1A1A1A'], limits: { name: 12, houseNumber: 4 } });
    const body = {
      area: { kind: 'rect', x: 100, y: 100, width: 600, height: 300 },
      surface: 'board',
      surfaceColor: '#8b5a2b',
    };
    expect(templateInputSchema.safeParse({ ...body, ...input }).success).toBe(true);
    expect(letteringInputOf(look, 'Kids Buntings')).toEqual({ fonts: ['script'], colors: ['#1A1A1A'] });
  });

  it('send nothing ticked as an empty list, for the API to refuse at the field', () => {
    const look = { ...letteringLookOf(area), fonts: [] };
    expect(letteringInputOf(look, 'Nameplates').fonts).toEqual([]);
  });

  it('leave a mug without lettering choices', () => {
    expect(letteringInputOf({ ...letteringLookOf(area), fonts: ['serif'] }, 'Mugs')).toEqual({});
  });
});
