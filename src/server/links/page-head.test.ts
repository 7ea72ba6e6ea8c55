import { describe, expect, it } from 'vitest';
import type { Product } from '../../contracts/products';
import { withHead } from './page-head';
import { productHead } from './product-meta';

const hostile = '</script><script>alert(1)</script> "Sharma\'s" & <b>mug</b> $& $\'';

const product: Product = {
  id: 'p1',
  handle: 'evil-mug',
  title: hostile,
  description: `A description with ${hostile}`,
  productType: 'Mug',
  vendor: 'Kaarigar',
  tags: [],
  images: [
    { url: '/images/catalog/evil-mug/1024.webp', alt: hostile, width: 1024, height: 1024, srcSet: '', avifSrcSet: '' },
  ],
  variants: [
    { id: 'v1', title: 'White', price: '649.00', available: true, image: null },
    { id: 'v2', title: 'Black', price: '699.00', available: true, image: null },
  ],
  collections: ['Mugs'],
  rating: 4.8,
  badges: [],
};

const SHELL =
  '<!doctype html><html><head><meta name="description" content="old"><title>Old</title></head><body><div id="root"></div></body></html>';

function render() {
  const head = productHead({
    product,
    origin: 'https://shop.example.in',
    inStock: new Map([['v1', true]]),
    rating: null,
  });
  return withHead(SHELL, head);
}

describe('a page head with hostile product text', () => {
  it('keeps every value inside its attribute or script: nothing breaks out', () => {
    const html = render();
    // One script element only, the JSON-LD, and it closes where it should.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<b>mug');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Sharma&#39;s&quot; &amp; &lt;b&gt;mug&lt;/b&gt; $&amp; $&#39;',
    );
    const og = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1];
    expect(og).toBeDefined();
    expect(og).not.toMatch(/[<>"]/);
    // The shell's own description is replaced, not doubled.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<title>Old</title>');
  });

  it('writes JSON-LD that parses back to the same text, with INR offers and live availability', () => {
    const html = render();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const data = JSON.parse(json) as {
      '@type': string;
      name: string;
      offers: { price: string; priceCurrency: string; availability: string }[];
      aggregateRating?: unknown;
    };
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(hostile);
    expect(data.offers.map((o) => [o.price, o.priceCurrency, o.availability])).toEqual([
      ['649.00', 'INR', 'https://schema.org/InStock'],
      ['699.00', 'INR', 'https://schema.org/OutOfStock'],
    ]);
    // The card's rating is the owner's number, not a review: never an aggregateRating.
    expect(data.aggregateRating).toBeUndefined();
  });

  it('gives the price in rupees and an absolute 1200x630 image', () => {
    const html = render();
    expect(html).toContain('<meta property="product:price:amount" content="649.00">');
    expect(html).toContain('<meta property="product:price:currency" content="INR">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example.in/og/p/evil-mug.jpg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:data1" content="₹649">');
  });
});
