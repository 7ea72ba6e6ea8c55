// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../../contracts/products';
import { seedProducts } from '../../../../../seed/catalogue';
import { hi } from '../../../lib/i18n/hi';
import { setLanguage } from '../../../lib/i18n/language';
import { ProductCard } from './product-card';

const product: Product = {
  id: 'p1',
  handle: 'cloud-kids-name-plate',
  title: 'Cloud Kids Name Plate with Rainbow, Stars and a Hand-painted Ribbon for the Nursery Door',
  description: '',
  productType: 'Kids Name Plate',
  vendor: 'Little Loom',
  tags: [],
  images: [],
  variants: [{ id: 'v1', title: 'Space / A4', price: '699.00', available: true, image: null }],
  collections: ['Kids Buntings'],
  rating: 4.8,
  badges: ['Bestseller', 'Gulabi Special'],
};

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

describe('a product card (issue 45.7)', () => {
  it('says the badges the studio suggests in Hindi and keeps one the owner made up as typed', async () => {
    await act(() => setLanguage('hi'));
    render(<ProductCard product={product} onCustomize={() => undefined} priority="later" />);
    const badges = screen.getByRole('list', { name: 'ख़ास बातें' });
    expect(badges.textContent).toContain('सबसे ज़्यादा बिकने वाला');
    expect(badges.textContent).not.toContain('Bestseller');
    expect(badges.textContent).toContain('Gulabi Special');
  });

  it('cuts a long title after two lines, the whole title still read out', () => {
    render(<ProductCard product={product} onCustomize={() => undefined} priority="later" />);
    const title = screen.getByRole('heading', { level: 3, name: product.title });
    expect(title.className).toContain('line-clamp-2');
  });

  it('names the seed’s product types in Hindi, and an owner’s own type as typed', async () => {
    for (const { productType } of seedProducts)
      expect(hi.card.type(productType), productType).toMatch(/[\u0900-\u097F]/);
    await act(() => setLanguage('hi'));
    render(<ProductCard product={product} onCustomize={() => undefined} priority="later" />);
    expect(screen.getByText('बच्चों की नेमप्लेट')).toBeTruthy();
    cleanup();
    render(
      <ProductCard product={{ ...product, productType: 'Torans' }} onCustomize={() => undefined} priority="later" />,
    );
    expect(screen.getByText('Torans')).toBeTruthy();
  });

  it('falls back to the spec’s word when a product has no type, never a blank or a stray space', () => {
    render(<ProductCard product={{ ...product, productType: '  ' }} onCustomize={() => undefined} priority="later" />);
    expect(screen.getByText('Product')).toBeTruthy();
  });
});
