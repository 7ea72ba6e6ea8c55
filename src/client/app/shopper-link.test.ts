import { describe, expect, it } from 'vitest';
import { shopperLinkOf } from './shopper-link';

describe('shopperLinkOf', () => {
  it('reads a product link and a design link', () => {
    expect(shopperLinkOf('/p/sheesham-wood-house-name-board')).toEqual({
      kind: 'product',
      handle: 'sheesham-wood-house-name-board',
    });
    expect(shopperLinkOf('/d/AbCdEfGhIjKlMnOpQrStUv')).toEqual({ kind: 'design', token: 'AbCdEfGhIjKlMnOpQrStUv' });
  });

  it('leaves every other path alone, so the spec’s not-found card stays theirs', () => {
    for (const path of [
      '/',
      '/p/',
      '/p/%E0%A4',
      '/p/a/b',
      '/d/short',
      '/d/AbCdEfGhIjKlMnOpQrStUv1',
      '/policies/shipping',
    ])
      expect(shopperLinkOf(path), path).toBeNull();
  });
});
