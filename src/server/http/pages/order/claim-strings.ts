import type { ClaimDecisionKind, ClaimReason } from '../../../../contracts/claims';
import type { Language } from '../../../../contracts/language';
import type { ClaimRefusal } from '../../../claims/claim-rules';
import type { VideoRefusal } from '../../../platform/uploads/video/sanitize-video';

/** Issue 44: the order page's "Report a problem" panel, in English and Hindi. */
const en = {
  title: 'Report a problem',
  intro: (days: number) =>
    `Did a piece arrive damaged or wrong, or not at all? Tell us within ${days} days of delivery and we will make it right.`,
  piece: 'Which piece?',
  reason: 'What happened?',
  reasons: {
    damaged: 'Arrived damaged',
    wrong_personalisation: 'Wrong name or text',
    not_received: 'Missing, or not received',
    quality: 'A quality problem',
    other: 'Something else',
  } satisfies Record<ClaimReason, string>,
  note: 'Tell us more',
  photos: 'Photos (up to 4)',
  photosHint: 'Show the piece and the parcel, with the label on the box if you still have it.',
  videoTitle: 'Or one short video',
  videoHint:
    'Instead of photos: film the parcel being opened, with its label in view. Up to 60 seconds and 25 MB (MP4, MOV or WebM).',
  recordVideo: 'Record a video now',
  chooseVideo: 'Or choose a video you recorded',
  video: {
    not_video: 'This file is not a video. Please choose an MP4, MOV or WebM video.',
    too_large: 'The video is too large: 25 MB at most. Record a shorter one.',
    too_long: 'The video is too long: 60 seconds at most.',
    unreadable: 'This video could not be read. Please record it again with the camera.',
  } satisfies Record<VideoRefusal, string>,
  oneVideo: 'Choose one video.',
  notBoth: 'Send up to 4 photos or one video, not both.',
  send: 'Send report',
  yourClaims: 'Your reports',
  states: {
    open: 'We received your report and will reply soon.',
    remake: 'We are making your piece again, at no charge.',
    refund: (amount: string) => `We are refunding ${amount}.`,
    both: (amount: string) => `We are making your piece again and refunding ${amount}.`,
    decline: (reason: string) => `We could not accept this report: ${reason}`,
  },
  remakeParcel: (reference: string) => `Your new piece: order ${reference}`,
  // The GST credit note a refund against the invoice is documented by (issue 44).
  creditNote: (number: string) => `Credit note ${number}: this refund, set against your invoice.`,
  downloadCreditNote: 'Download credit note (PDF)',
  refusals: {
    not_delivered: 'A problem can be reported once your order has been delivered.',
    window_closed: 'The time to report a problem with this order has passed. Please call the shop.',
    not_yet_due: 'Your parcel is still within its delivery time. If it has not come by then, report it here.',
    already_open: 'You have already reported a problem with this piece. We will reply soon.',
    fully_refunded: 'This piece has already been refunded in full.',
    remake_order: 'This piece cannot be reported.',
    cancelled: 'This order was cancelled or returned, so there is nothing to report.',
  } satisfies Record<ClaimRefusal, string>,
  photoNotImage: (n: number) => `Photo ${n} is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.`,
  photoTooLarge: (n: number) => `Photo ${n} is too large: 10 MB at most.`,
  tooManyPhotos: 'Choose at most 4 photos.',
  chooseReason: 'Choose what happened.',
  sent: 'Thank you. We received your report and will reply soon.',
};
export type ClaimStrings = typeof en;

const hi: ClaimStrings = {
  title: 'समस्या बताएँ',
  intro: (days: number) =>
    `क्या कोई चीज़ टूटी हुई या गलत पहुँची, या पहुँची ही नहीं? डिलीवरी के ${days} दिनों के भीतर बताएँ, हम उसे ठीक करेंगे।`,
  piece: 'कौन-सी चीज़?',
  reason: 'क्या हुआ?',
  reasons: {
    damaged: 'टूटी हुई पहुँची',
    wrong_personalisation: 'नाम या लिखावट गलत है',
    not_received: 'कुछ कम है, या मिला ही नहीं',
    quality: 'गुणवत्ता में कमी',
    other: 'कुछ और',
  },
  note: 'और बताएँ',
  photos: 'फ़ोटो (4 तक)',
  photosHint: 'चीज़ और पार्सल दिखाएँ, हो सके तो डिब्बे पर लगे लेबल के साथ।',
  videoTitle: 'या एक छोटा वीडियो',
  videoHint: 'फ़ोटो की जगह: पार्सल खोलते हुए वीडियो बनाएँ, लेबल दिखता रहे। 60 सेकंड और 25 MB तक (MP4, MOV या WebM)।',
  recordVideo: 'अभी वीडियो बनाएँ',
  chooseVideo: 'या पहले से बना वीडियो चुनें',
  video: {
    not_video: 'यह फ़ाइल वीडियो नहीं है। कृपया MP4, MOV या WebM वीडियो चुनें।',
    too_large: 'वीडियो बहुत बड़ा है: 25 MB तक। छोटा वीडियो बनाएँ।',
    too_long: 'वीडियो बहुत लंबा है: 60 सेकंड तक।',
    unreadable: 'यह वीडियो पढ़ा नहीं जा सका। कृपया कैमरे से दोबारा बनाएँ।',
  },
  oneVideo: 'एक ही वीडियो चुनें।',
  notBoth: '4 फ़ोटो तक या एक वीडियो भेजें, दोनों नहीं।',
  send: 'भेजें',
  yourClaims: 'आपकी शिकायतें',
  states: {
    open: 'हमें आपकी शिकायत मिल गई है, हम जल्द जवाब देंगे।',
    remake: 'हम आपकी चीज़ दोबारा बना रहे हैं, बिना किसी शुल्क के।',
    refund: (amount: string) => `हम ${amount} वापस कर रहे हैं।`,
    both: (amount: string) => `हम आपकी चीज़ दोबारा बना रहे हैं और ${amount} वापस कर रहे हैं।`,
    decline: (reason: string) => `हम यह शिकायत स्वीकार नहीं कर सके: ${reason}`,
  },
  remakeParcel: (reference: string) => `आपकी नई चीज़: ऑर्डर ${reference}`,
  creditNote: (number: string) => `क्रेडिट नोट ${number}: यह रिफ़ंड, आपके इनवॉइस के सामने दर्ज।`,
  downloadCreditNote: 'क्रेडिट नोट डाउनलोड करें (PDF)',
  refusals: {
    not_delivered: 'ऑर्डर डिलीवर होने के बाद ही समस्या बताई जा सकती है।',
    window_closed: 'इस ऑर्डर की समस्या बताने का समय निकल गया है। कृपया दुकान को फ़ोन करें।',
    not_yet_due: 'आपका पार्सल अभी डिलीवरी के समय के भीतर है। तब तक न आए तो यहाँ बताएँ।',
    already_open: 'आप इस चीज़ की समस्या पहले ही बता चुके हैं। हम जल्द जवाब देंगे।',
    fully_refunded: 'इस चीज़ का पूरा पैसा पहले ही वापस किया जा चुका है।',
    remake_order: 'इस चीज़ की शिकायत नहीं की जा सकती।',
    cancelled: 'यह ऑर्डर रद्द हुआ या लौट आया, इसलिए बताने को कुछ नहीं है।',
  },
  photoNotImage: (n: number) => `फ़ोटो ${n} फ़ोटो नहीं है। कृपया JPEG, PNG, WebP या HEIC तस्वीर चुनें।`,
  photoTooLarge: (n: number) => `फ़ोटो ${n} बहुत बड़ी है: 10 MB तक।`,
  tooManyPhotos: 'ज़्यादा से ज़्यादा 4 फ़ोटो चुनें।',
  chooseReason: 'चुनें कि क्या हुआ।',
  sent: 'धन्यवाद। हमें आपकी शिकायत मिल गई है, हम जल्द जवाब देंगे।',
};

export const CLAIM_STRINGS: Record<Language, ClaimStrings> = { en, hi };

export const decisionText = (t: ClaimStrings, decision: ClaimDecisionKind | null, amount: string, reason: string) =>
  decision === 'remake'
    ? t.states.remake
    : decision === 'refund'
      ? t.states.refund(amount)
      : decision === 'both'
        ? t.states.both(amount)
        : decision === 'decline'
          ? t.states.decline(reason)
          : t.states.open;
