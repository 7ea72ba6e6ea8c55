import type { Language } from '../../../contracts/language';

/** The sheet's delivery-date words, in the lazy chunk with the control (the first-load budget is full). */
const STRINGS = {
  en: {
    label: 'Delivery PIN code',
    check: 'Check',
    checking: 'Checking...',
    invalid: 'Enter a 6-digit PIN code',
    arrives: (days: number, date: string) => `Made in ${days} ${days === 1 ? 'day' : 'days'}, arrives by ${date}`,
    notServiceable: (pin: string) => `Sorry, we cannot deliver to PIN code ${pin} yet.`,
    noCod: (pin: string) => `Pay on delivery is not available for PIN code ${pin}.`,
    unknown: 'We will confirm the delivery date when we call.',
    usuallyArrives: (days: number, date: string) =>
      `Made in ${days} ${days === 1 ? 'day' : 'days'}, usually arrives by ${date}. We will confirm delivery to this PIN.`,
    willConfirm: 'We will confirm delivery to this PIN.',
    failed: 'Could not check the delivery date. Please try again.',
  },
  hi: {
    label: 'डिलीवरी का पिन कोड',
    check: 'देखें',
    checking: 'देख रहे हैं...',
    invalid: '6 अंकों का पिन कोड लिखें',
    arrives: (days: number, date: string) => `${days} दिन में बनेगा, ${date} तक पहुँचेगा`,
    notServiceable: (pin: string) => `माफ़ कीजिए, पिन कोड ${pin} पर अभी हम डिलीवरी नहीं कर सकते।`,
    noCod: (pin: string) => `पिन कोड ${pin} पर डिलीवरी पर भुगतान की सुविधा नहीं है।`,
    unknown: 'फ़ोन पर हम डिलीवरी की तारीख़ पक्की करेंगे।',
    usuallyArrives: (days: number, date: string) =>
      `${days} दिन में बनेगा, आम तौर पर ${date} तक पहुँचता है। इस पिन पर डिलीवरी हम पक्की करके बताएँगे।`,
    willConfirm: 'इस पिन पर डिलीवरी हम पक्की करके बताएँगे।',
    failed: 'डिलीवरी की तारीख़ नहीं देख सके। फिर से कोशिश करें।',
  },
} satisfies Record<Language, Record<string, unknown>>;

export const arrivesStrings = (language: Language) => STRINGS[language];
