import bidiFactory from 'bidi-js';
import { describe, expect, it } from 'vitest';
import { paragraphDirection } from './lettering-scripts';

const bidi = bidiFactory();

describe('paragraphDirection', () => {
  it.each([
    'شرما ہاؤس 42',
    'شرما Sharma 42 ہاؤس',
    '42 شرما ہاؤس',
    'Villa شرما ہاؤس 7',
    '7 Villa شرما',
    'சர்மா இல்லம்',
    'शर्मा निवास',
    '',
  ])('gives %s the paragraph level the server’s bidi (bidi-js) gives it', (text) => {
    const level = bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level ?? 0;
    expect(paragraphDirection(text)).toBe(level % 2 === 1 ? 'rtl' : 'ltr');
  });

  it('skips an emoji, which has no direction (bidi-js reads its two UTF-16 halves as letters)', () => {
    expect(paragraphDirection('🌸 شرما')).toBe('rtl');
    expect(paragraphDirection('🌸 Sharma')).toBe('ltr');
  });
});
