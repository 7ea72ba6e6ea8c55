import { describe, expect, it, vi } from 'vitest';
import type * as shopperText from './shopper-text';

describe('shopper text on the home page’s start-up', () => {
  it('makes no grapheme segmenter until text beyond plain ASCII is counted: making one is a long task on a phone', async () => {
    let made = 0;
    class CountedSegmenter extends Intl.Segmenter {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        made += 1;
      }
    }
    // Undone after the test by vitest (unstubGlobals in vitest.config.ts).
    vi.stubGlobal('Intl', Object.create(Intl, { Segmenter: { value: CountedSegmenter } }));
    // A fresh copy of the module (its own URL): other files in this worker have loaded it already.
    const fresh = './shopper-text?startup';
    const { countCharacters, firstCharacters } = (await import(fresh)) as typeof shopperText;
    expect(made).toBe(0);
    // Nor for an empty field or plain English, which the sheet counts as it first draws.
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('Sharma Niwas, B-12')).toBe(18);
    expect(firstCharacters('Best Nani ever', 9)).toBe('Best Nani');
    expect(made).toBe(0);
    expect(countCharacters('👨‍👩‍👧 ok')).toBe(4);
    expect(countCharacters('नमस्ते')).toBe(3);
    expect(made).toBe(1);
  });
});
