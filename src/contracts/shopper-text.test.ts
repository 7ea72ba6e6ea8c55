import { describe, expect, it } from 'vitest';
import { shopperTextProblem, withoutHiddenControls } from './shopper-text';

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
