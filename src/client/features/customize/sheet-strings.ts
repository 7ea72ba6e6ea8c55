import type { Language } from '../../../contracts/language';

/**
 * Issue 45's new words in the sheet, kept in its own chunk rather than in the dictionaries every
 * page loads first (the first-load budget): a preview of another option, an option named by its
 * values ('Theme'), and sharing the product itself.
 */
const STRINGS = {
  en: {
    stalePreview: 'This preview shows another option. Redraw it to see your choice.',
    redraw: 'Redraw preview',
    shareProduct: 'Share',
    shareProductLabel: (product: string) => `Share ${product}`,
    shareProductText: (product: string) => `Have a look at this ${product} at Kaarigar`,
    linkCopied: 'Link copied',
    linkCopiedHint: 'Paste it in WhatsApp to show it to someone.',
    copyFailed: 'Could not copy the link',
  },
  hi: {
    stalePreview: 'यह झलक किसी दूसरे विकल्प की है। अपनी पसंद देखने के लिए इसे फिर से बनाएँ।',
    redraw: 'झलक फिर से बनाएँ',
    shareProduct: 'शेयर करें',
    shareProductLabel: (product: string) => `${product} शेयर करें`,
    shareProductText: (product: string) => `Kaarigar पर यह ${product} देखें`,
    linkCopied: 'लिंक कॉपी हो गया',
    linkCopiedHint: 'किसी को दिखाने के लिए इसे WhatsApp में पेस्ट करें।',
    copyFailed: 'लिंक कॉपी नहीं हो सका',
  },
} satisfies Record<Language, Record<string, unknown>>;

export const sheetStrings = (language: Language) => STRINGS[language];
