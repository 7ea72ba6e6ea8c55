import { describe, expect, it } from 'vitest';
import { nextAfterSignIn } from './next-after-sign-in';

const ORDER = '/admin/orders/3f2a9c1d-5b6e-4c7d-8e9f-0a1b2c3d4e5f';

describe('where sign-in leads', () => {
  it('goes back to the workspace page a link asked for', () => {
    expect(nextAfterSignIn(`?next=${encodeURIComponent(ORDER)}`, '/admin/orders')).toBe(ORDER);
    // A Shopify line's _proof link, its item id encoded as the cart made it.
    const byLine = `/admin/orders/by-line/${encodeURIComponent('item-3001 b')}`;
    expect(nextAfterSignIn(`?next=${encodeURIComponent(byLine)}`, '/admin/queue')).toBe(byLine);
    expect(nextAfterSignIn(`?next=${encodeURIComponent('/admin/orders?status=placed&page=2')}`, '/admin/queue')).toBe(
      '/admin/orders?status=placed&page=2',
    );
  });

  it('goes to the role’s home without a destination, or with one outside the workspace', () => {
    for (const next of ['', '/admin/login', 'https://evil.example/admin/', '//evil.example/admin/', '/proof/abc']) {
      expect(nextAfterSignIn(`?next=${encodeURIComponent(next)}`, '/admin/queue'), next).toBe('/admin/queue');
    }
    expect(nextAfterSignIn('', '/admin/orders')).toBe('/admin/orders');
  });
});
