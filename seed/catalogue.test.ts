import { describe, expect, it } from 'vitest';
import { imageRecipes, seedProducts } from './catalogue';
import { MASTER_SIZE } from '../src/contracts/print-area';
import { type CategoryName, type SeedProduct } from '../src/server/catalog/types';

const CATEGORIES: CategoryName[] = ['Mugs', 'Nameplates', 'Kids Buntings'];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRICE_RANGES: Record<CategoryName, [number, number]> = {
  Mugs: [399, 899],
  Nameplates: [1199, 4999],
  'Kids Buntings': [499, 1499],
};

const inCategory = (category: CategoryName) => seedProducts.filter((p) => p.category === category);
const allCombinations = (p: SeedProduct) => p.options.reduce((count, o) => count * o.values.length, 1);

describe('seed catalogue', () => {
  it.each(CATEGORIES)('has at least six products in %s', (category) => {
    expect(inCategory(category).length).toBeGreaterThanOrEqual(6);
  });

  it('gives every product a unique kebab-case handle', () => {
    const handles = seedProducts.map((p) => p.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const handle of handles) expect(handle).toMatch(KEBAB);
  });

  it('gives every image a unique kebab-case key with a recipe to draw it', () => {
    const keys = seedProducts.flatMap((p) => p.images.map((i) => i.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(KEBAB);
      expect(imageRecipes.has(key)).toBe(true);
    }
    expect(imageRecipes.size).toBe(keys.length);
  });

  it('shows each product in two to four images with alt text', () => {
    for (const p of seedProducts) {
      expect(p.images.length, p.handle).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.handle).toBeLessThanOrEqual(4);
      for (const image of p.images) expect(image.alt.length, image.key).toBeGreaterThan(10);
    }
  });

  it('keeps every print area inside its image with a plausible surface colour', () => {
    for (const image of seedProducts.flatMap((p) => p.images)) {
      const { x, y, width, height, surfaceColor } = image.printArea;
      expect(x, image.key).toBeGreaterThanOrEqual(0);
      expect(y, image.key).toBeGreaterThanOrEqual(0);
      expect(width, image.key).toBeGreaterThan(100);
      expect(height, image.key).toBeGreaterThan(30);
      expect(x + width, image.key).toBeLessThanOrEqual(MASTER_SIZE);
      expect(y + height, image.key).toBeLessThanOrEqual(MASTER_SIZE);
      expect(surfaceColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('uses the surface that suits each category', () => {
    const surfaces = (category: CategoryName) =>
      new Set(inCategory(category).flatMap((p) => p.images.map((i) => i.printArea.surface)));
    expect([...surfaces('Mugs')]).toEqual(['mug-wrap']);
    expect([...surfaces('Nameplates')]).toEqual(['board']);
    expect([...surfaces('Kids Buntings')].sort()).toEqual(['bunting', 'plate']);
    for (const image of inCategory('Nameplates').flatMap((p) => p.images))
      expect(image.printArea.material).toBeDefined();
  });

  it('gives every variant one value per option, drawn from that option', () => {
    for (const p of seedProducts) {
      expect(p.options.length, p.handle).toBeGreaterThanOrEqual(2);
      expect(p.options.length, p.handle).toBeLessThanOrEqual(3);
      expect(p.variants.length, p.handle).toBeGreaterThanOrEqual(2);
      for (const v of p.variants) {
        expect(v.optionValues.length).toBe(p.options.length);
        v.optionValues.forEach((value, i) => expect(p.options[i]?.values).toContain(value));
      }
      const titles = p.variants.map((v) => v.optionValues.join(' / '));
      expect(new Set(titles).size, p.handle).toBe(titles.length);
    }
  });

  it("points every variant at one of its own product's images", () => {
    for (const p of seedProducts) {
      const keys = new Set(p.images.map((i) => i.key));
      for (const v of p.variants) expect(keys.has(v.imageKey), `${p.handle} ${v.imageKey}`).toBe(true);
    }
  });

  it('lists an available variant first, so the card price is one you can buy', () => {
    for (const p of seedProducts) expect(p.variants[0]?.available, p.handle).toBe(true);
  });

  it.each(CATEGORIES)('has products with combinations that do not exist in %s', (category) => {
    const withGaps = inCategory(category).filter((p) => p.variants.length < allCombinations(p));
    expect(withGaps.length).toBeGreaterThanOrEqual(2);
  });

  it.each(CATEGORIES)('has products with unavailable variants in %s', (category) => {
    const withSoldOut = inCategory(category).filter((p) => p.variants.some((v) => !v.available));
    expect(withSoldOut.length).toBeGreaterThanOrEqual(2);
  });

  it.each(CATEGORIES)('prices %s in rupees as two-decimal strings within the range', (category) => {
    const [min, max] = PRICE_RANGES[category];
    for (const v of inCategory(category).flatMap((p) => p.variants)) {
      expect(v.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(v.price)).toBeGreaterThanOrEqual(min);
      expect(Number(v.price)).toBeLessThanOrEqual(max);
    }
  });

  it('rates products between 4.10 and 4.95, leaving one or two per category unrated', () => {
    for (const p of seedProducts) {
      if (p.rating === null) continue;
      expect(p.rating).toMatch(/^\d\.\d{2}$/);
      expect(Number(p.rating)).toBeGreaterThanOrEqual(4.1);
      expect(Number(p.rating)).toBeLessThanOrEqual(4.95);
    }
    for (const category of CATEGORIES) {
      const unrated = inCategory(category).filter((p) => p.rating === null).length;
      expect(unrated).toBeGreaterThanOrEqual(1);
      expect(unrated).toBeLessThanOrEqual(2);
    }
  });

  it('has lowercase tags', () => {
    for (const tag of seedProducts.flatMap((p) => p.tags)) expect(tag).toMatch(/^[a-z][a-z-]*$/);
  });

  // The card's type line reads the product type; without one it falls back to a bare 'Product'
  // (issue 45.5), which says nothing, so every product the shop starts with names its kind.
  it('gives every product a type in words, for its card', () => {
    for (const p of seedProducts) expect(p.productType, p.handle).toMatch(/^[A-Z][A-Za-z]*( [A-Z][A-Za-z]*)*$/);
  });

  it('offers feature and quantity wording somewhere, for the option classifier', () => {
    const values = new Set(seedProducts.flatMap((p) => p.options.flatMap((o) => o.values)));
    for (const value of [
      'With LED',
      'Gift wrap',
      'Pack of 2',
      'Set of 3',
      'With House Number',
      '11oz',
      'Red',
      'Natural',
      'Walnut',
    ]) {
      expect(values.has(value), value).toBe(true);
    }
  });
});
