import { describe, expect, it } from 'vitest';
import type { StoredCartLine } from '../../lib/stored-cart';
import { lineDesign } from './line-design';

describe('a cart line reopened in the sheet', () => {
  it('carries the option, fields, prompt and preview it was added with, and no share token', () => {
    const item = {
      id: 1,
      product: { handle: 'sharma-name-board' },
      selectedVariant: { id: 'v-large' },
      customization: {
        name: 'Sharma Niwas',
        houseNumber: 'B-12',
        line1: 'Welcome',
        line2: '',
        font: 'Cinzel',
        color: '#222222',
        style: 'Classic',
        userImageUrl: '',
        aiPrompt: 'marigolds',
        previewImage: '/objects/ai-generated/p1.webp',
      },
    } as unknown as StoredCartLine;
    expect(lineDesign(item)).toStrictEqual({
      token: '',
      productHandle: 'sharma-name-board',
      variantId: 'v-large',
      fields: {
        name: 'Sharma Niwas',
        houseNumber: 'B-12',
        line1: 'Welcome',
        line2: '',
        font: 'Cinzel',
        color: '#222222',
        style: 'Classic',
        userImageUrl: '',
      },
      prompt: 'marigolds',
      previewImage: '/objects/ai-generated/p1.webp',
    });
  });
});
