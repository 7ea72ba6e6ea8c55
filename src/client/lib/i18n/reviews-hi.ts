import type { ReviewDictionary } from './reviews-en';

export const reviewsHi: ReviewDictionary = {
  list: {
    title: 'समीक्षाएँ',
    outOf5: (average) => `5 में से ${average} · `,
    count: (n) => `${n} ${n === 1 ? 'समीक्षा' : 'समीक्षाएँ'}`,
    starsLabel: (rating) => `5 में से ${rating} स्टार`,
    aBuyer: 'एक खरीदार',
    verified: 'सत्यापित खरीदार',
    photos: 'खरीदार की तस्वीरें',
    photoAlt: (i, name) => `${name || 'एक खरीदार'} की तस्वीर ${i}`,
  },
  page: {
    loading: 'आपका ऑर्डर खुल रहा है…',
    invalidLink: 'यह समीक्षा लिंक मान्य नहीं है',
    heading: (reference) => `आपको अपना ऑर्डर ${reference} कैसा लगा?`,
    thanks: (rating) => `धन्यवाद! आपकी समीक्षा (5 में से ${rating}) दुकान के पास है; पढ़ने के बाद दुकान उसे दिखाएगी।`,
    yourRating: 'आपकी रेटिंग',
    star: (n) => `${n} स्टार`,
    chooseStars: '1 से 5 स्टार चुनें',
    text: 'आपको कैसा लगा? (वैकल्पिक)',
    photos: (max) => `आपके सामान की तस्वीरें (अधिकतम ${max}, वैकल्पिक)`,
    unreadable: 'यह फ़ाइल पढ़ी नहीं जा सकी',
    sendFailed: 'आपकी समीक्षा नहीं भेजी जा सकी',
    loadFailed: 'आपका ऑर्डर नहीं खुल सका। कृपया फिर कोशिश करें।',
    sending: 'भेजी जा रही है…',
    send: 'समीक्षा भेजें',
    failures: {
      not_found: 'यह समीक्षा लिंक मान्य नहीं है',
      conflict: 'आप इस सामान की समीक्षा पहले ही कर चुके हैं। धन्यवाद!',
      unsupported_media: 'यह फ़ाइल ऐसी तस्वीर नहीं है जिसे हम पढ़ सकें: JPEG, PNG, WebP, GIF या HEIC तस्वीर चुनें',
      too_large: 'यह तस्वीर बहुत बड़ी है: अधिकतम 10 MB और 40 मेगापिक्सल',
      rate_limited: 'बहुत बार कोशिश हुई। कृपया एक मिनट रुककर फिर कोशिश करें।',
      invalid_input: 'कृपया अपनी रेटिंग, शब्द और तस्वीरें जाँचकर फिर भेजें।',
    },
  },
};
