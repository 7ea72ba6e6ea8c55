import { LIMITS } from '../../../contracts/limits';
import { en, type Dictionary } from '../../lib/i18n/en';
import type { StoredCartLine } from '../../lib/stored-cart';

/** The customization shown under a cart line; the AI prompt is cut to 30 characters. */
export function customizationSummary(
  c: StoredCartLine['customization'],
  words: Dictionary['cart']['summary'] = en.cart.summary,
): string[] {
  const parts: string[] = [];
  if (c.name) parts.push(`${words.name}: ${c.name}`);
  if (c.houseNumber) parts.push(`${words.houseNumber}: ${c.houseNumber}`);
  if (c.line1) parts.push(`${words.caption}: ${c.line1}`);
  if (c.line2) parts.push(`${words.photo}: ${c.line2}`);
  if (c.aiPrompt) {
    const prompt =
      c.aiPrompt.length > LIMITS.promptSummaryChars
        ? `${c.aiPrompt.slice(0, LIMITS.promptSummaryChars)}...`
        : c.aiPrompt;
    parts.push(`${words.prompt}: ${prompt}`);
  }
  return parts;
}

export function cartTotal(items: readonly StoredCartLine[]): number {
  // Paise integers, so ₹0.10 + ₹0.20 is exactly ₹0.30.
  const paise = items.reduce((sum, i) => sum + Math.round(Number(i.selectedVariant.price) * 100) * i.quantity, 0);
  return paise / 100;
}
