import { describe, expect, it } from 'vitest';
import { orderFiltersToSearch, parseOrderFilters } from './order-filters';

describe('orders list filters in the URL', () => {
  it('reads what the URL says and defaults the rest', () => {
    expect(parseOrderFilters('?status=placed&q=Sharma')).toEqual({
      status: 'placed',
      category: '',
      q: 'Sharma',
      page: 1,
    });
  });

  it('never reads a page below 1 or a page that is not a number', () => {
    expect(parseOrderFilters('?page=0').page).toBe(1);
    expect(parseOrderFilters('?page=-3').page).toBe(1);
    expect(parseOrderFilters('?page=abc').page).toBe(1);
    expect(parseOrderFilters('?page=4').page).toBe(4);
  });

  it('writes only what is set, so the plain list has a plain URL', () => {
    expect(orderFiltersToSearch({ status: '', category: '', q: '  ', page: 1 })).toBe('');
    expect(orderFiltersToSearch({ status: 'approved', category: 'Kids Buntings', q: ' 98765 ', page: 2 })).toBe(
      '?status=approved&category=Kids+Buntings&q=98765&page=2',
    );
  });

  it('round-trips', () => {
    const f = { status: 'dispatched', category: 'Mugs', q: 'HC-10024', page: 3 };
    expect(parseOrderFilters(orderFiltersToSearch(f))).toEqual(f);
  });
});
