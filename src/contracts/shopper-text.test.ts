import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  firstCharacters,
  hasMarkPile,
  MAX_MARKS_PER_LETTER,
  shopperTextProblem,
  withoutHiddenControls,
} from './shopper-text';

describe('withoutHiddenControls', () => {
  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'takes out the text-direction control U+%s that the note was refused for',
    (control) => {
      const typed = `Spell it ${control}amirp\u202C please`;
      expect(shopperTextProblem(typed, 500, 'Your note', { multiline: true })).toMatch(/text-direction/);
      const cleaned = withoutHiddenControls(typed, { multiline: true });
      expect(cleaned).toBe('Spell it amirp please');
      expect(shopperTextProblem(cleaned, 500, 'Your note', { multiline: true })).toBeNull();
    },
  );

  it('keeps line breaks in a multi-line note and right-to-left letters, and drops other controls', () => {
    expect(withoutHiddenControls('Line one\r\n\tشكرا\u0000\u0007', { multiline: true })).toBe('Line one\r\n\tشكرا');
    expect(withoutHiddenControls('one\nline\ud800')).toBe('oneline');
  });
});

describe('marks on one letter (issue 39)', () => {
  it('refuses a letter carrying a pile of combining marks, which counts as one character', () => {
    const pile = `a${'\u0301'.repeat(300)}`;
    expect(countCharacters(pile)).toBe(1);
    expect(shopperTextProblem(pile, 20, 'Name')).toBe(
      'Name has a letter with too many marks on it. Please type that letter again',
    );
    expect(shopperTextProblem(`क${'\u093c'.repeat(MAX_MARKS_PER_LETTER + 1)}`, 20, 'Name')).not.toBeNull();
    expect(shopperTextProblem(`क${'\u093c'.repeat(MAX_MARKS_PER_LETTER)}`, 20, 'Name')).toBeNull();
  });

  it('refuses marks spread over one letter as well as piled in a row: a conjunct is one letter', () => {
    // Unicode 15.1 (GB9c) joins consonants linked by viramas into one letter, so no run of marks
    // in a row is long, but the letter carries a hundred of them.
    const chain = '\u0915\u094d'.repeat(100);
    expect(countCharacters(chain)).toBe(1);
    expect(shopperTextProblem(chain, 20, 'Name')).toBe(
      'Name has a letter with too many marks on it. Please type that letter again',
    );
    // Marks kept apart by zero-width joiners are still on one letter.
    expect(hasMarkPile(`a${'\u0301\u200d'.repeat(MAX_MARKS_PER_LETTER + 1)}`)).toBe(true);
    // Five nukta'd consonants joined by viramas: one letter, ten marks.
    expect(hasMarkPile('\u0915\u093c\u094d'.repeat(4) + '\u0915\u093c')).toBe(true);
    expect(hasMarkPile('\u0915\u093c\u094d'.repeat(3) + '\u0915\u093c')).toBe(false);
  });

  it('takes real names whose letters carry nuktas, viramas and vowel signs, at the longest', () => {
    const names = [
      'ज़िंदगी फ़ार्म',
      'श्रीमती क्षत्रिय',
      'Nguyễn Thị Ánh',
      'ஸ்ரீ நிவாஸ்',
      // Twenty letters, each a conjunct of up to four consonants with nuktas, a vowel sign and a nasal sign.
      'क़्ष़्म्यौं ज़्र्त्स्न्यँ '.repeat(5).trim(),
      'स्त्र्यौं'.repeat(20),
      'ക്ഷ്മ്യ'.repeat(20),
    ];
    for (const name of names) {
      expect(countCharacters(name), name).toBeLessThanOrEqual(20);
      expect(shopperTextProblem(name, 20, 'Name'), name).toBeNull();
    }
  });
});

describe('counting characters', () => {
  it('counts plain ASCII as the grapheme segmenter does, and a line break typed as CR LF as one', () => {
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(ascii)];
    expect(countCharacters(ascii)).toBe(graphemes.length);
    expect(firstCharacters(ascii, 10)).toBe(
      graphemes
        .slice(0, 10)
        .map((g) => g.segment)
        .join(''),
    );
    expect(countCharacters('a\r\nb')).toBe(3);
    expect(firstCharacters('a\r\nb', 2)).toBe('a\r\n');
  });
});
