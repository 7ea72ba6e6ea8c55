import type { Language } from '../../../contracts/language';
import { useLanguage } from './language';

/**
 * The selection dialog's words, in their own module so they travel with the dialog's chunk
 * rather than the home page's first load (whose budget is spent). Hindi is typed by English's
 * shape, so a missing string fails the type check as in the main dictionaries.
 */
export const selectionDialogEn = {
  title: 'Complete Your Selection',
  description: (title: string) => `Choose the options for your ${title}.`,
  stillNeed: 'Still need to select:',
  outOfStock: 'This combination is currently out of stock',
};

type SelectionDialogStrings = typeof selectionDialogEn;

export const selectionDialogHi: SelectionDialogStrings = {
  title: 'अपनी पसंद पूरी करें',
  description: (title) => `अपने ${title} के विकल्प चुनें।`,
  stillNeed: 'अभी चुनना बाक़ी है:',
  outOfStock: 'यह मेल अभी स्टॉक में नहीं है',
};

const STRINGS: Record<Language, SelectionDialogStrings> = { en: selectionDialogEn, hi: selectionDialogHi };

/** The dialog's words in the shopper's language (they follow the language switch as the rest does). */
export const useSelectionDialogStrings = (): SelectionDialogStrings => STRINGS[useLanguage()];
