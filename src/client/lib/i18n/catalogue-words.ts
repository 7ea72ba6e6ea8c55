import { catalogueText } from '../../../contracts/catalogue-words';
import { useLanguage } from './language';

/**
 * The catalogue's own words (the seed's option names and values, a variant's title) in the
 * shopper's language, following the language switch. In its own module, with the Hindi list it
 * reads, so they travel with the sheet's, cart's and pages' chunks rather than the first load.
 */
export function useCatalogueText(): (text: string) => string {
  const language = useLanguage();
  return (text) => catalogueText(language, text);
}
