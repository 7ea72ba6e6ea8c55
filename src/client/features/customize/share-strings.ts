import type { Language } from '../../../contracts/language';

/**
 * The share control's words, kept with it in its own chunk rather than in the dictionaries every
 * page loads first (the first-load budget). English is the issue's own wording.
 */
const STRINGS = {
  en: {
    share: 'Share this design',
    sharing: 'Making your link...',
    shareTitle: (product: string) => `My ${product} design`,
    shareText: (product: string) => `See the ${product} I designed at Kaarigar`,
    copied: 'Link copied',
    copiedHint: 'Paste it in WhatsApp to show your family this design.',
    linkLabel: 'Link to this design',
    copy: 'Copy link',
    failed: 'Could not make a link',
    regenerateToShare: 'Tap Regenerate to share this design: its link is made from a new preview.',
  },
  hi: {
    share: 'यह डिज़ाइन शेयर करें',
    sharing: 'आपका लिंक बन रहा है...',
    shareTitle: (product: string) => `मेरा ${product} डिज़ाइन`,
    shareText: (product: string) => `Kaarigar पर मेरा बनाया ${product} देखें`,
    copied: 'लिंक कॉपी हो गया',
    copiedHint: 'अपने परिवार को यह डिज़ाइन दिखाने के लिए इसे WhatsApp में पेस्ट करें।',
    linkLabel: 'इस डिज़ाइन का लिंक',
    copy: 'लिंक कॉपी करें',
    failed: 'लिंक नहीं बन सका',
    regenerateToShare: 'यह डिज़ाइन शेयर करने के लिए "फिर से बनाएँ" दबाएँ: इसका लिंक नई झलक से बनता है।',
  },
} satisfies Record<Language, Record<string, unknown>>;

export const shareStrings = (language: Language) => STRINGS[language];
