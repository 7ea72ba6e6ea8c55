import type { Language } from '../../../contracts/language';
import { markPileMessage } from '../../../contracts/shopper-text';
import { useLanguage } from './language';

/**
 * What a text field says under itself about what was typed, in its own module so it travels
 * with the sheet's chunk rather than the home page's first load. The English is the contract's
 * own words (the API refuses the same text with them); Hindi is typed by English's shape.
 */
export const fieldMessagesEn = {
  tooManyMarks: markPileMessage,
};

type FieldMessages = typeof fieldMessagesEn;

export const fieldMessagesHi: FieldMessages = {
  tooManyMarks: (label) => `${label} के एक अक्षर पर बहुत अधिक चिह्न लगे हैं। कृपया वह अक्षर दोबारा लिखें`,
};

const STRINGS: Record<Language, FieldMessages> = { en: fieldMessagesEn, hi: fieldMessagesHi };

/** The field messages in the shopper's language (they follow the language switch as the rest does). */
export const useFieldMessages = (): FieldMessages => STRINGS[useLanguage()];
