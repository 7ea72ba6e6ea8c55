import { DEFAULT_LANGUAGE, type Language } from '../../contracts/language';

/**
 * A message's link to one of the app's own shopper pages (the proof, the review), asking for the
 * message's language. Those pages follow `?lang=`, then the storefront's language cookie; a
 * shopper opening a Hindi message in WhatsApp's own browser has no cookie, and read the page in
 * English. (The order page and the COD confirmation already fall back to the order's language.)
 */
export function pageLinkInLanguage(url: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return url;
  const link = new URL(url);
  link.searchParams.set('lang', language);
  return link.toString();
}
