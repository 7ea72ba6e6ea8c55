import { describe, expect, it } from 'vitest';
import { cartTotal, customizationSummary } from './cart-summary';
import type { StoredCartLine } from '../../lib/stored-cart';

const base = {
  name: '',
  houseNumber: '',
  line1: '',
  line2: '',
  font: 'serif',
  color: '#8B4513',
  style: 'minimal',
  userImageUrl: '',
  aiPrompt: '',
  previewImage: '',
};

describe('cart line summary', () => {
  it('cuts the AI prompt to 30 characters', () => {
    const summary = customizationSummary({ ...base, aiPrompt: 'Elegant gold script lettering on dark teak wood' });
    expect(summary).toEqual(['Prompt: Elegant gold script lettering ...']);
    expect(summary[0]!.replace('Prompt: ', '').replace(/\.\.\.$/, '')).toHaveLength(30);
  });

  it('lists only the fields the shopper filled', () => {
    expect(customizationSummary({ ...base, name: 'Asha', houseNumber: '12B' })).toEqual([
      'Name: Asha',
      'House no.: 12B',
    ]);
    expect(customizationSummary({ ...base, aiPrompt: 'short' })).toEqual(['Prompt: short']);
  });

  it('totals in exact paise', () => {
    const line = (price: string, quantity: number) =>
      ({ selectedVariant: { price }, quantity }) as unknown as StoredCartLine;
    expect(cartTotal([line('0.10', 1), line('0.20', 1)])).toBe(0.3);
    expect(cartTotal([line('1299.00', 2), line('549.50', 1)])).toBe(3147.5);
  });
});
