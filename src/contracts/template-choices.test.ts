import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { templateInputSchema } from './admin-products';
import { printAreaSchema } from './print-area';
import {
  characterLimit,
  colourWithin,
  defaultColourOf,
  defaultFontOf,
  fontWithin,
  letteringProblem,
  type LetteringChoices,
  type LetteringEntry,
} from './template-choices';

const template = {
  area: { kind: 'rect', x: 100, y: 100, width: 600, height: 300 },
  surface: 'board',
  surfaceColor: '#8b5a2b',
} as const;

const issuesOf = (input: object) => {
  const parsed = templateInputSchema.safeParse({ ...template, ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe("a template's lettering choices, as the studio sends them", () => {
  it('keeps fonts and colours once each, in the palette order, whatever their case', () => {
    const parsed = templateInputSchema.parse({
      ...template,
      fonts: ['Script', 'serif', 'script'],
      colors: ['#c9a227', '#8B4513'],
      limits: { name: 14, houseNumber: 6 },
    });
    expect(parsed.fonts).toEqual(['serif', 'script']);
    expect(parsed.colors).toEqual(['#8B4513', '#C9A227']);
    expect(parsed.limits).toEqual({ name: 14, houseNumber: 6 });
  });

  it('leaves them out when the owner leaves them out: the shop standard', () => {
    const parsed = templateInputSchema.parse(template);
    expect([parsed.fonts, parsed.colors, parsed.limits]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    ['an empty font list', { fonts: [] }, 'fonts', 'Choose at least one font the shopper may pick'],
    ['an unknown font', { fonts: ['serif', 'Comic'] }, 'fonts.1', 'Unknown font "Comic": choose from'],
    ['an empty colour list', { colors: [] }, 'colors', 'Choose at least one colour the shopper may pick'],
    ['a colour off the palette', { colors: ['#123456'] }, 'colors.0', '"#123456" is not in the lettering palette'],
    [
      'a name limit above the spec',
      { limits: { name: 21 } },
      'limits.name',
      'The name limit cannot be above 20 characters, the most the shop allows',
    ],
    [
      'a house number limit above the spec',
      { limits: { houseNumber: 11 } },
      'limits.houseNumber',
      'The house number limit cannot be above 10 characters',
    ],
    [
      "a child's name limit above the spec",
      { limits: { childName: 13 } },
      'limits.childName',
      "The child's name limit cannot be above 12 characters",
    ],
    ['a limit of nothing', { limits: { name: 0 } }, 'limits.name', 'The name limit must be at least 1 character'],
    ['half a character', { limits: { childName: 4.5 } }, 'limits.childName', 'is a whole number of characters'],
    ['a limit in words', { limits: { name: 'ten' } }, 'limits.name', 'The name limit is a number of characters'],
  ])('refuses %s at its field', (_what, input, path, message) => {
    const issues = issuesOf(input);
    expect(issues.map((i) => i.path)).toContain(path);
    expect(issues.find((i) => i.path === path)?.message).toContain(message);
  });

  it('accepts each limit at its ceiling and at 1', () => {
    expect(issuesOf({ limits: { name: 20, houseNumber: 10, childName: 12 } })).toEqual([]);
    expect(issuesOf({ limits: { name: 1, houseNumber: 1, childName: 1 } })).toEqual([]);
  });

  it('is carried by the catalogue print area, and nothing else slips in', () => {
    const area = { x: 1, y: 2, width: 3, height: 4, surface: 'board', surfaceColor: '#ffffff' };
    expect(printAreaSchema.parse({ ...area, fonts: ['script'], limits: { name: 9 } })).toMatchObject({
      fonts: ['script'],
      limits: { name: 9 },
    });
    expect(z.safeParse(printAreaSchema, { ...area, fonts: ['wingdings'] }).success).toBe(false);
  });
});

describe('what the sheet and the renderers make of them', () => {
  it('opens on the spec defaults when offered, else on the first offered', () => {
    expect([defaultFontOf(undefined), defaultColourOf(undefined)]).toEqual(['serif', '#8B4513']);
    expect([defaultFontOf({ fonts: ['serif', 'bold'] }), defaultColourOf({ colors: ['#8B4513'] })]).toEqual([
      'serif',
      '#8B4513',
    ]);
    expect([defaultFontOf({ fonts: ['script', 'bold'] }), defaultColourOf({ colors: ['#1A1A1A'] })]).toEqual([
      'script',
      '#1A1A1A',
    ]);
  });

  it('counts against the lower limit when set, the spec ceiling otherwise', () => {
    expect(characterLimit(undefined, 'name')).toBe(20);
    expect(characterLimit({ limits: { name: 8 } }, 'name')).toBe(8);
    expect(characterLimit({ limits: { name: 8 } }, 'houseNumber')).toBe(10);
    // Even a value that never passed the studio cannot lift the ceiling.
    expect(characterLimit({ limits: { childName: 40 } }, 'childName')).toBe(12);
  });

  it('draws the requested font and colour when offered, the default otherwise, and anything with no choices set', () => {
    const mutable: LetteringChoices = { fonts: ['script', 'bold'], colors: ['#1A1A1A', '#C9A227'] };
    expect(fontWithin(mutable, 'Bold')).toBe('bold');
    expect(fontWithin(mutable, 'serif')).toBe('script');
    expect(fontWithin(mutable, undefined)).toBe('script');
    expect(colourWithin(mutable, '#c9a227')).toBe('#C9A227');
    expect(colourWithin(mutable, '#FF0000')).toBe('#1A1A1A');
    expect(fontWithin({}, 'cursive')).toBe('cursive');
    expect(colourWithin(undefined, '#123456')).toBe('#123456');
  });
});

describe('refusing what the template does not offer', () => {
  const entry = (over: Partial<LetteringEntry> = {}): LetteringEntry => ({
    font: { path: 'font', value: 'serif' },
    color: { path: 'color', value: '#8B4513' },
    texts: [{ path: 'name', label: 'Name', value: 'Sharma Niwas', limit: 'name' }],
    ...over,
  });

  it('takes a blank font or colour as none chosen', () => {
    const blank = entry({ font: { path: 'font', value: ' ' }, color: { path: 'color', value: '' } });
    expect(letteringProblem({ fonts: ['script'], colors: ['#1A1A1A'] }, blank)).toBeNull();
  });

  it('lets anything through when the template sets nothing', () => {
    expect(letteringProblem(undefined, entry({ font: { path: 'font', value: 'cursive' } }))).toBeNull();
  });

  it('names the offered fonts and colours when refusing another', () => {
    expect(letteringProblem({ fonts: ['script', 'bold'] }, entry())).toEqual({
      path: 'font',
      message: 'Font must be Script or Bold for this product',
    });
    expect(letteringProblem({ colors: ['#C9A227', '#1A1A1A', '#FFFFFF'] }, entry())).toEqual({
      path: 'color',
      message: 'Colour must be Gold, Black or White for this product',
    });
  });

  it('refuses a text over the lower limit, counting characters as the shopper sees them', () => {
    const family = '👨‍👩‍👧'.repeat(3);
    const choices = { limits: { name: 3 } };
    expect(
      letteringProblem(choices, entry({ texts: [{ path: 'name', label: 'Name', value: family, limit: 'name' }] })),
    ).toBeNull();
    expect(
      letteringProblem(
        choices,
        entry({ texts: [{ path: 'name', label: 'Name', value: `  ${family}  `, limit: 'name' }] }),
      ),
    ).toBeNull();
    expect(
      letteringProblem(choices, entry({ texts: [{ path: 'name', label: 'Name', value: 'Sharma', limit: 'name' }] })),
    ).toEqual({ path: 'name', message: 'Name must be at most 3 characters' });
  });
});
