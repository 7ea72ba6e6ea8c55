import { beforeAll, describe, expect, it } from 'vitest';
import { FONT_ROLES, fontRoleFor } from '../../contracts/lettering-layout';
import { fontFor, registerFonts } from '../platform/text-shaping/bundled-fonts';
import { inkBounds } from './raster';
import { renderLetters } from './letter-split';
import { fitLines, renderLine } from './text-fit';
import { letteringText } from '../../contracts/lettering-coverage';
import { LIMITS } from '../../contracts/limits';

beforeAll(() => registerFonts());

const box = { width: 560, height: 260 };
const inside = (r: { x: number; y: number; width: number; height: number }) =>
  r.x >= 0 && r.y >= 0 && r.x + r.width <= box.width && r.y + r.height <= box.height;

describe('fonts', () => {
  it('resolves every bundled font file from node_modules', () => {
    for (const role of FONT_ROLES) expect(fontFor(role).file).toMatch(/\.ttf$/);
  });

  it('maps the form and its synonyms to roles, and anything unknown to serif', () => {
    expect(fontRoleFor('serif')).toBe('serif');
    expect(fontRoleFor('Sans')).toBe('sans');
    expect(fontRoleFor('script')).toBe('script');
    expect(fontRoleFor('playful')).toBe('playful');
    expect(fontRoleFor('bold')).toBe('bold');
    expect(fontRoleFor('cursive')).toBe('script');
    expect(fontRoleFor('Comic Sans')).toBe('serif');
    expect(fontRoleFor(undefined)).toBe('serif');
  });
});

describe('fitLines', () => {
  it('fits a short name large and a long one smaller, never outside the box', async () => {
    const short = await fitLines(
      [
        { text: 'Om', role: 'serif' },
        { text: '7', role: 'serif', size: 0.6 },
      ],
      box,
    );
    const long = await fitLines(
      [
        { text: 'Venkataraman Iyer Niwas', role: 'serif' },
        { text: '1024/B', role: 'serif', size: 0.6 },
      ],
      box,
    );
    expect(long.scale).toBeLessThan(short.scale);
    for (const fitted of [short, long]) {
      expect(inside(fitted.bounds)).toBe(true);
      for (const line of fitted.lines) expect(inside(line)).toBe(true);
      // The ink itself, not just the layout, stays in the box and fills one of its sides.
      const ink = inkBounds(fitted.mask);
      expect(ink).not.toBeNull();
      expect(ink!.width >= box.width - 2 || ink!.height >= box.height - 2 || fitted.scale === 1).toBe(true);
    }
  });

  it('keeps the house number smaller than the name under it', async () => {
    const fitted = await fitLines(
      [
        { text: 'Sharma', role: 'sans' },
        { text: '42', role: 'sans', size: 0.55 },
      ],
      box,
    );
    const [name, number] = fitted.lines;
    expect(number!.height).toBeLessThan(name!.height);
    expect(number!.y).toBeGreaterThan(name!.y);
  });

  it('fits every font role, including a script with swashes', async () => {
    for (const role of FONT_ROLES) {
      const fitted = await fitLines([{ text: 'Jyothi Fly', role }], { width: 300, height: 80 });
      expect(fitted.bounds.width).toBeLessThanOrEqual(300);
      expect(fitted.bounds.height).toBeLessThanOrEqual(80);
    }
  });

  it('renders markup characters as text', async () => {
    const [plain, marked] = await Promise.all([
      renderLine({ text: 'b Tom Jerry b', role: 'sans' }),
      renderLine({ text: '<b>Tom & Jerry</b>', role: 'sans' }),
    ]);
    // The angle brackets and the ampersand are drawn, not read as bold markup.
    expect(marked.width).toBeGreaterThan(plain.width);
  });

  it('skips empty lines', async () => {
    const fitted = await fitLines(
      [
        { text: 'Rose Villa', role: 'serif' },
        { text: '  ', role: 'serif' },
      ],
      box,
    );
    expect(fitted.lines).toHaveLength(1);
  });

  it('draws a line wider than cairo can draw at once (issue 39): a caption of 60 conjuncts', async () => {
    // Each letter six consonants joined by viramas, with nuktas: one character of eight marks,
    // as many as the field lets one letter carry.
    const letter = 'क़्क़्क़्क्क्क';
    const caption = letter.repeat(60);
    // The caption field's own rule (contracts/previews.ts) takes it.
    expect(letteringText(LIMITS.captionMax, 'Caption').safeParse(caption).success).toBe(true);
    const [one, sixty] = await Promise.all([
      renderLine({ text: letter, role: 'script' }),
      renderLine({ text: caption, role: 'script' }),
    ]);
    // Measured at its full size (about 60 letters wide, as tall as one), though drawn smaller.
    expect(sixty.width).toBeGreaterThan(one.width * 55);
    expect(Math.abs(sixty.height - one.height)).toBeLessThanOrEqual(one.height * 0.05);
    const fitted = await fitLines([{ text: caption, role: 'script' }], box);
    expect(fitted.lines).toHaveLength(1);
    expect(inside(fitted.lines[0]!)).toBe(true);
  }, 60_000);
});

describe('renderLetters', () => {
  it('splits a word into its letters in order, keeping their positions', async () => {
    const word = await renderLetters('Aarav', 'playful');
    expect(word.letters.map((l) => l.text)).toEqual(['A', 'a', 'r', 'a', 'v']);
    const xs = word.letters.map((l) => l.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    // Lower-case letters sit lower than the capital: baselines survive the split.
    expect(word.letters[1]!.y).toBeGreaterThan(word.letters[0]!.y);
  });

  it('keeps Devanagari clusters whole', async () => {
    const word = await renderLetters('अनु', 'playful');
    expect(word.letters.length).toBeGreaterThanOrEqual(2);
    expect(word.letters.every((l) => l.mask.width > 0)).toBe(true);
  });
});
