// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../contracts/products';
import { setLanguage } from '../../lib/i18n/language';
import SearchDialog from './search-dialog';

const product = (title: string, productType: string, tags: string[], collection: string): Product => ({
  id: title,
  handle: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  description: '',
  productType,
  vendor: 'Kaarigar',
  tags,
  images: [],
  variants: [{ id: `${title}-v`, title: 'Default', price: '549.00', available: true, image: null }],
  collections: [collection],
  rating: null,
  badges: [],
});

const CATALOGUE = [
  product('Teak House Name Board', 'Name board', ['housewarming'], 'Nameplates'),
  product('Teak Kids Name Plate', '', ['space'], 'Kids Buntings'),
  product('Khurja Blue Pottery Photo Mug', 'Photo mug', ['gift'], 'Mugs'),
];

function openSearch(catalogue: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(catalogue), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchDialog open onOpenChange={() => undefined} onChoose={() => undefined} />
    </QueryClientProvider>,
  );
}

const type = (query: string, box = screen.getByRole('searchbox')) =>
  fireEvent.change(box, { target: { value: query } });

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

describe('the search dialog', () => {
  it('speaks English by default', async () => {
    openSearch(CATALOGUE);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box.getAttribute('placeholder')).toBe('Search mugs, name boards, gifts…');
    expect(screen.getByText('Try “teak”, “mug”, “space” or “housewarming”.')).toBeTruthy();
    type('teak', box);
    expect(await screen.findByRole('list', { name: '2 results' })).toBeTruthy();
    type('name board');
    expect(await screen.findByRole('list', { name: '1 result' })).toBeTruthy();
    type('nameboards');
    expect((await screen.findByRole('list', { name: '1 result' })).textContent).toContain('Teak House Name Board');
    type('brass');
    expect(await screen.findByText('No products match “brass”.')).toBeTruthy();
  });

  it('speaks Hindi when the shopper chose Hindi, with a product that has no type called a प्रोडक्ट', async () => {
    await setLanguage('hi');
    openSearch(CATALOGUE);
    const box = screen.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' });
    expect(box.getAttribute('placeholder')).toBe('मग, नेमप्लेट, तोहफ़े खोजें…');
    expect(screen.getByText('आज़माएँ: “teak”, “mug”, “space” या “housewarming”।')).toBeTruthy();
    type('space', box);
    const results = await screen.findByRole('list', { name: '1 नतीजा' });
    expect(results.textContent).toContain('Teak Kids Name Plate');
    expect(results.textContent).toContain('प्रोडक्ट');
    // The catalogue is in English; its categories are found by the names their tabs show in Hindi.
    type('मग');
    expect((await screen.findByRole('list', { name: '1 नतीजा' })).textContent).toContain('Khurja Blue Pottery');
    type('नेमप्लेट');
    expect(await screen.findByRole('list', { name: '2 नतीजे' })).toBeTruthy();
    type('बच्चों की नेमप्लेट');
    expect((await screen.findByRole('list', { name: '1 नतीजा' })).textContent).toContain('Teak Kids Name Plate');
    type('brass');
    expect(await screen.findByText('“brass” से मिलता कोई प्रोडक्ट नहीं मिला।')).toBeTruthy();
  });

  it('says in Hindi that search is unavailable when the catalogue cannot be read', async () => {
    await setLanguage('hi');
    openSearch({ success: false, error: 'Something went wrong on our side. Please try again.' }, 500);
    expect(await screen.findByText('अभी खोज काम नहीं कर रही। कृपया फिर कोशिश करें।')).toBeTruthy();
  });
});
