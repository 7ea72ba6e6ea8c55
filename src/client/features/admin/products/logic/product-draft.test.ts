import { describe, expect, it } from 'vitest';
import { bodyOf, EMPTY_DRAFT } from './product-draft';

describe('bodyOf', () => {
  it('turns typed text into the API body, empties into nulls', () => {
    const body = bodyOf({
      ...EMPTY_DRAFT,
      title: 'Board',
      tags: ' wood, , mango ',
      gstRate: '12',
      variants: [{ title: '12 x 8 in', price: '1499.00', available: true, stock: '', widthMm: '305', heightMm: '203' }],
    });
    expect(body.tags).toEqual(['wood', 'mango']);
    expect(body.gstRate).toBe(12);
    expect(body.hsn).toBeNull();
    expect(body.variants[0]).toEqual({
      title: '12 x 8 in',
      price: '1499.00',
      available: true,
      stock: null,
      sizeMm: { widthMm: 305, heightMm: 203 },
    });
  });
});
