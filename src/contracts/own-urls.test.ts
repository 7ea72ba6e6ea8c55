import { describe, expect, it } from 'vitest';
import { isAiGenerated, objectKeyOf, ownImagePath, ownImageRef } from './own-urls';

const TRAVERSALS = [
  '/objects/ai-generated/%2e%2e/%2e%2e/api/admin/session',
  '/objects/ai-generated/%2E%2E/%2E%2E/api/admin/session',
  '/objects/ai-generated/%252e%252e/%252e%252e/api/admin/session',
  '/objects/ai-generated/..%2f..%2fapi/admin/session',
  '/objects/ai-generated/..%5c..%5capi%5cadmin%5csession',
  '/objects/ai-generated/../../api/admin/session',
  '/objects/uploads/abcdefgh.webp%00.png',
  'https://shop.example/objects/ai-generated/%2e%2e/%2e%2e/api/admin/session',
  '/images/catalog/%2e%2e/%2e%2e/api/admin/session',
  '/images/catalog/mug-red/640.webp/../../../api/admin/session',
];

describe('own image URLs: decoded, normalised, then checked once', () => {
  it('refuses every encoding of a climb out of our folders', () => {
    for (const url of TRAVERSALS) {
      expect(ownImagePath(url, 'preview'), url).toBeNull();
      expect(ownImagePath(url, 'upload'), url).toBeNull();
    }
    expect(objectKeyOf('/objects/uploads/%2e%2e/ai-generated/abcdefgh.webp', 'uploads')).toBeNull();
  });

  it('names only an object or catalogue image in its published shape', () => {
    expect(ownImageRef('/objects/ai-generated/abcdefgh.webp?t=1', 'preview')).toEqual({
      kind: 'object',
      key: 'ai-generated/abcdefgh.webp',
      path: '/objects/ai-generated/abcdefgh.webp',
    });
    expect(ownImageRef('https://elsewhere.example/images/catalog/mug-red/640.webp', 'preview')).toEqual({
      kind: 'catalog',
      key: 'mug-red',
      path: '/images/catalog/mug-red/640.webp',
    });
    // An encoded letter is still the same object: decoding gives its one spelling.
    expect(ownImagePath('/objects/uploads/abcdefg%68.webp', 'upload')).toBe('/objects/uploads/abcdefgh.webp');
    // Normalised before the check: what is kept is the path the browser will really ask for.
    expect(ownImagePath('/objects/ai-generated/./../uploads/abcdefgh.webp', 'upload')).toBe(
      '/objects/uploads/abcdefgh.webp',
    );
    expect(ownImagePath('/objects/ai-generated/./../uploads/abcdefgh.webp', 'preview')).toBeNull();
    for (const url of [
      '/objects/ai-generated/short.webp',
      '/objects/ai-generated/abcdefgh.svg',
      '/objects/ai-generated/sub/abcdefgh.webp',
      '/objects/uploads/abcdefgh.webp',
      '/images/catalog/mug-red/999.webp',
      '/images/catalog/mug-red',
      '/objects/production/v1/abcdefgh.pdf',
    ])
      expect(ownImagePath(url, 'preview'), url).toBeNull();
    expect(ownImagePath('/objects/ai-generated/abcdefgh.webp', 'upload')).toBeNull();
    expect(isAiGenerated('/objects/ai-generated/%2e%2e/uploads/abcdefgh.webp')).toBe(false);
  });
});
