import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY, type Product } from '../../../../contracts/products';
import { renderHomePage } from './render-home';

const SHELL =
  '<!doctype html><html><head></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

const product = (title: string): Product => ({
  id: 'p1',
  handle: 'p1',
  title,
  description: '',
  productType: DEFAULT_CATEGORY,
  vendor: 'Kaarigar',
  tags: [],
  images: [],
  variants: [{ id: 'v1', title: 'Default', price: '499.00', available: true, image: null }],
  collections: [DEFAULT_CATEGORY],
  rating: null,
  badges: [],
});

describe('renderHomePage', () => {
  // String.replace reads $`, $' and $& in a replacement string as "the text before / after /
  // of the match": a shop title holding them copied the shell into the page.
  it.each(['Mug $` before', "Mug $' after", 'Mug $& match', 'Mug $$ dollars'])(
    'puts the title %j into the page as typed',
    (title) => {
      const page = renderHomePage(SHELL, [product(title)]);
      // As React escapes text: & and ' as entities, $ as it is.
      expect(page).toContain(`>${title.replace('&', '&amp;').replace("'", '&#x27;')}<`);
      expect(page.match(/<div id="root">/g)).toHaveLength(1);
      expect(page.match(/<html>/g)).toHaveLength(1);
      expect(page.endsWith('<script src="/a.js"></script></body></html>')).toBe(true);
    },
  );
});
