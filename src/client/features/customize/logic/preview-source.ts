import { isAiGenerated } from '../../../../contracts/own-urls';

export { isAiGenerated };

/**
 * The preview after an option changes (spec section 4): a generated image stays; anything else
 * gives way to the new variant's image (null: show the variant's, else the product's).
 */
export function previewAfterOptionChange(current: string | null): string | null {
  return isAiGenerated(current) ? current : null;
}

/** Spec section 7: the returned preview URL gets a timestamp so the browser never shows a stale copy. */
export function withCacheBuster(url: string, now: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}

export function withoutCacheBuster(url: string): string {
  return url.replace(/[?&]t=\d+$/, '');
}
