import type { DomainErrorCode } from '../../../contracts/errors';
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
  failed: 'Could not apply the code. Please try again.',
  /** The server's answers by their code (contracts/errors.ts); its own message is English. */
  failures: {
    invalid_input: 'This code could not be used. Please check it and try again.',
    rate_limited: 'Too many codes tried. Please wait a few minutes and try again.',
    cart_not_found: 'Your cart has expired. Add your items again to use a code.',
    not_found: 'Enter your code on the checkout page.',
    provider_unavailable: 'The shop could not check the code just now. Please try again.',
  } satisfies Partial<Record<DomainErrorCode, string>>,
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
  failed: 'कोड लागू नहीं हो सका। कृपया फिर कोशिश करें।',
  failures: {
    invalid_input: 'यह कोड इस्तेमाल नहीं हो सका। कृपया उसे जाँचकर फिर कोशिश करें।',
    rate_limited: 'बहुत सारे कोड आज़माए गए। कृपया कुछ मिनट रुककर फिर कोशिश करें।',
    cart_not_found: 'आपका कार्ट पुराना हो गया है। कोड लगाने के लिए सामान फिर से जोड़ें।',
    not_found: 'अपना कोड चेकआउट पेज पर डालें।',
    provider_unavailable: 'दुकान अभी कोड जाँच नहीं सकी। कृपया फिर कोशिश करें।',
  },
};

export const discountStrings = (language: Language): DiscountStrings => (language === 'hi' ? hi : en);
