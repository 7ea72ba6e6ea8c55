import type { Language } from '../../../contracts/language';
import { reviewsEn, type ReviewDictionary } from './reviews-en';
import { reviewsHi } from './reviews-hi';
import { useLanguage } from './language';

const DICTIONARIES: Record<Language, ReviewDictionary> = { en: reviewsEn, hi: reviewsHi };

export const reviewDictionary = (language: Language): ReviewDictionary => DICTIONARIES[language];

/** The review words in the shopper's language (they follow the language switch as the rest does). */
export const useReviewStrings = (): ReviewDictionary => reviewDictionary(useLanguage());
