import type { Language } from '../../../contracts/language';

/**
 * The Shopify code field's words, kept with it in the cart's own chunk rather than in the
 * dictionaries every page loads first (the first-load budget); typed so Hindi cannot miss one.
 */
const en = {
  label: 'Discount code',
  apply: 'Apply',
  applying: 'Applying…',
  remove: 'Remove code',
  applied: (code: string, saved: string) => `${code} applied: you save ${saved}.`,
  notApplicable: (code: string) => `${code} does not apply to your cart.`,
  removed: 'Code removed.',
  totalAfter: 'Total after code',
  failed: 'Could not apply the code. Please try again.',
};
export type DiscountStrings = typeof en;

const hi: DiscountStrings = {
  label: 'डिस्काउंट कोड',
  apply: 'लागू करें',
  applying: 'लागू हो रहा है…',
  remove: 'कोड हटाएँ',
  applied: (code, saved) => `${code} लागू हुआ: आपकी बचत ${saved}।`,
  notApplicable: (code) => `${code} आपके कार्ट पर लागू नहीं होता।`,
  removed: 'कोड हटा दिया गया।',
  totalAfter: 'कोड के बाद कुल',
  failed: 'कोड लागू नहीं हो सका। कृपया फिर कोशिश करें।',
};

export const discountStrings = (language: Language): DiscountStrings => (language === 'hi' ? hi : en);
