import { describe, expect, it } from 'vitest';
import { RATING_MESSAGE } from '../../../../../contracts/admin-products';
import { bodyOf, draftOf, draftProblems, EMPTY_DRAFT } from './product-draft';

describe('bodyOf', () => {
  it('turns typed text into the API body, empties into nulls', () => {
    const body = bodyOf({
      ...EMPTY_DRAFT,
      title: 'Board',
      tags: ' wood, , mango ',
      gstRate: '12',
      rating: ' 4.5 ',
      makingDays: '4',
      variants: [
        {
          title: '12 x 8 in',
          price: '1499.00',
          available: true,
          stock: '',
          materialCost: '320.50',
          widthMm: '305',
          heightMm: '203',
          packedGrams: '650',
          boxLength: '32',
          boxBreadth: '22',
          boxHeight: '',
        },
      ],
    });
    expect(body.tags).toEqual(['wood', 'mango']);
    expect(body.gstRate).toBe(12);
    expect(body.rating).toBe(4.5);
    expect(bodyOf(EMPTY_DRAFT).rating).toBeNull();
    expect(body.hsn).toBeNull();
    expect(body.variants[0]).toEqual({
      title: '12 x 8 in',
      price: '1499.00',
      available: true,
      stock: null,
      // Issue 44: typed in rupees, sent in paise; empty is not set.
      materialCostPaise: 32050,
      sizeMm: { widthMm: 305, heightMm: 203 },
      // Issue 28: the packed parcel; a side left empty goes as 0 so the server names it.
      packedWeightGrams: 650,
      boxCm: { length: 32, breadth: 22, height: 0 },
    });
    expect(body.makingDays).toBe(4);
    expect(bodyOf(EMPTY_DRAFT).variants[0]).toMatchObject({
      packedWeightGrams: null,
      boxCm: null,
      materialCostPaise: null,
    });
  });
});

describe('draftProblems', () => {
  it.each([
    ['text that is no number', 'four'],
    ['a rating above 5', '5.5'],
    ['a negative rating', '-1'],
    ['three decimals', '4.555'],
  ])('refuses %s at the rating field with the contract’s message', (_what, rating) => {
    expect(draftProblems({ ...EMPTY_DRAFT, rating })).toEqual({ rating: RATING_MESSAGE });
  });

  it('lets an empty rating, 0, 5 and two decimals through', () => {
    for (const rating of ['', '0', '5', '4.75']) expect(draftProblems({ ...EMPTY_DRAFT, rating })).toEqual({});
  });

  it('refuses making days or a packed weight that is no number', () => {
    expect(draftProblems({ ...EMPTY_DRAFT, makingDays: 'three' })).toHaveProperty('makingDays');
    const variants = [{ ...EMPTY_DRAFT.variants[0]!, packedGrams: '1 kg' }];
    expect(draftProblems({ ...EMPTY_DRAFT, variants })).toHaveProperty(['variants.0.packedWeightGrams']);
  });

  it('refuses a material cost that is not rupees', () => {
    for (const materialCost of ['₹320', '-5', '3.205', 'cheap']) {
      const variants = [{ ...EMPTY_DRAFT.variants[0]!, materialCost }];
      expect(draftProblems({ ...EMPTY_DRAFT, variants })).toHaveProperty(['variants.0.materialCostPaise']);
    }
    const variants = [{ ...EMPTY_DRAFT.variants[0]!, materialCost: '320' }];
    expect(draftProblems({ ...EMPTY_DRAFT, variants })).toEqual({});
  });

  it('refuses a GST rate that is no number instead of sending it as null', () => {
    expect(draftProblems({ ...EMPTY_DRAFT, gstRate: '12%' })).toHaveProperty('gstRate');
  });

  it('shows a saved rating as typed text', () => {
    const draft = draftOf({
      id: 'p',
      handle: 'p',
      title: 'P',
      category: 'Mugs',
      description: '',
      productType: '',
      tags: [],
      badges: [],
      rating: 4.8,
      hsn: null,
      gstRate: null,
      status: 'draft',
      position: 0,
      images: [],
      variants: [],
      shopify: null,
    });
    expect(draft.rating).toBe('4.8');
  });
});
