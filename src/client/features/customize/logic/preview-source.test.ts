import { describe, expect, it } from 'vitest';
import { isAiGenerated, previewAfterOptionChange, withCacheBuster, withoutCacheBuster } from './preview-source';

describe('preview image', () => {
  it('appends a timestamp cache-buster and can take it off again', () => {
    expect(withCacheBuster('/objects/ai-generated/abc.webp', 1700000000000)).toBe(
      '/objects/ai-generated/abc.webp?t=1700000000000',
    );
    expect(withCacheBuster('/x.webp?v=2', 5)).toBe('/x.webp?v=2&t=5');
    expect(withoutCacheBuster('/objects/ai-generated/abc.webp?t=1700000000000')).toBe('/objects/ai-generated/abc.webp');
    expect(withoutCacheBuster('/x.webp?v=2&t=5')).toBe('/x.webp?v=2');
  });

  it('knows a generated image by its path', () => {
    expect(isAiGenerated('/objects/ai-generated/abc.webp?t=1')).toBe(true);
    expect(isAiGenerated('/images/catalog/teak/640.webp')).toBe(false);
    expect(isAiGenerated(null)).toBe(false);
  });

  it('keeps a generated image when an option changes, and lets anything else follow the variant', () => {
    expect(previewAfterOptionChange('/objects/ai-generated/a.webp?t=1')).toBe('/objects/ai-generated/a.webp?t=1');
    expect(previewAfterOptionChange('/images/catalog/teak/640.webp?t=1')).toBeNull();
    expect(previewAfterOptionChange(null)).toBeNull();
  });
});
