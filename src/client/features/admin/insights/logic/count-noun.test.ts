import { describe, expect, it } from 'vitest';
import { countNoun } from './count-noun';

describe('countNoun', () => {
  it('agrees with the count and groups digits the Indian way', () => {
    expect(countNoun(0, 'preview', 'previews')).toBe('0 previews');
    expect(countNoun(1, 'preview', 'previews')).toBe('1 preview');
    expect(countNoun(2, 'order', 'orders')).toBe('2 orders');
    expect(countNoun(120000, 'order', 'orders')).toBe('1,20,000 orders');
  });
});
