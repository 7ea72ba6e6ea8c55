// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_DISPLAY_NAMES } from '../../../contracts/products';
import { categoryLabel } from '../../../contracts/category-label';
import { createQueryClient } from '../../lib/query-client';
import { CouponForm } from './coupons/components/coupon-form';
import { OrderFiltersBar } from './orders/components/order-filters-bar';
import { ProductForm } from './products/components/product-form';

/** Issue 45.13: the owner reads a category by the one name the shopper's tab shows, on every form. */
const shown = CATEGORIES.map((c) => CATEGORY_DISPLAY_NAMES[c]);

const withQueries = (ui: React.ReactElement) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

afterEach(cleanup);

describe('category names in the workspace', () => {
  it('maps each stored value once (contracts/category-label.ts), and leaves an unknown collection as stored', () => {
    expect(CATEGORIES.map(categoryLabel)).toEqual(['Mugs', 'Nameboards', 'Kids Name Plates']);
    expect(categoryLabel('Wall Art')).toBe('Wall Art');
    expect(categoryLabel('constructor')).toBe('constructor');
  });

  it('the coupon form ticks categories by their store names, sending the stored value', () => {
    withQueries(<CouponForm onSaved={() => {}} />);
    const group = screen.getByRole('group', { name: 'Only for these categories' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(shown);
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...CATEGORIES]);
  });

  it('the product form and the orders filter offer the same names', () => {
    withQueries(<ProductForm />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(shown);
    cleanup();
    render(<OrderFiltersBar filters={{ page: 1, status: '', category: '', q: '' }} onChange={() => {}} />);
    const filter = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', ...shown]);
  });
});
