import { describe, expect, it } from 'vitest';
import { countCharacters, MAX_MARKS_IN_A_ROW, shopperTextProblem, withoutHiddenControls } from './shopper-text';

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
    expect(shopperTextProblem(`क${'\u093c'.repeat(MAX_MARKS_IN_A_ROW + 1)}`, 20, 'Name')).not.toBeNull();
    expect(shopperTextProblem(`क${'\u093c'.repeat(MAX_MARKS_IN_A_ROW)}`, 20, 'Name')).toBeNull();
  });

  it('takes real names whose letters carry nuktas, viramas and vowel signs', () => {
    for (const name of ['क़्ष़्म़्य़्'.repeat(5), 'ज़िंदगी फ़ार्म', 'श्रीमती क्षत्रिय', 'Nguyễn Thị Ánh', 'ஸ்ரீ நிவாஸ்'])
      expect(shopperTextProblem(name, 20, 'Name'), name).toBeNull();
  });
});
