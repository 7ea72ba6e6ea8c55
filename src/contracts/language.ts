/**
 * The shopper's language, shared by the browser (the switch, localStorage) and the server (the
 * pages it renders read the same cookie). English is the default; the owner's workspace stays English.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the server pages follow; set by the switch, one year, the whole site. */
export const LANGUAGE_COOKIE = 'kaarigar_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `<html lang>`: English as written in India, Hindi. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/**
 * The locale numbers and dates are written in. Both group in the Indian way (₹1,00,000.00) and
 * keep Latin digits, which is what CLDR gives hi-IN and what shoppers see on every Indian app.
 */
export const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function languageOf(value: unknown): Language | null {
  return value === 'en' || value === 'hi' ? value : null;
}

/** The language a `Cookie:` header (or `document.cookie`) carries, if any. */
export function languageFromCookies(cookies: string | undefined): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies ?? '');
  return languageOf(match?.[1]);
}
