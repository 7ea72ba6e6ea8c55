import { HTML_LANG, LOCALE, type Language } from '../../../../contracts/language';
import { NEEDED_BY_MESSAGES } from '../../../../contracts/delivery';
import { CART_CHANGED_MESSAGE } from '../../../orders/cart-version';

/**
 * Every string of the hosted checkout and its confirmation, in English and in Hindi for a shopper
 * who chose it in the storefront (the page reads the same cookie). Kept beside the page, like the
 * order page's, so the browser's bundle never carries them. The field errors come from the
 * delivery-details contract in English and are put in Hindi here by field.
 */
/** The channels a request to confirm went by (one, or both); none is the shop's call. */
export type ConfirmChannels = 'whatsapp' | 'email' | 'both';

const en = {
  /** The storefront's language code: the catalogue's own words are said in it (contracts/catalogue-words). */
  language: 'en' as Language,
  lang: HTML_LANG.en,
  locale: LOCALE.en,
  checkoutTitle: 'Checkout',
  placedTitle: 'Order placed',
  missingTitle: 'Checkout not found',
  secure: 'Secure checkout',
  home: 'Kaarigar home',
  // Form
  detailsTitle: 'Delivery details',
  callNote: "We'll call before dispatch to confirm your personalisation.",
  checkFields: 'Please check the highlighted fields.',
  cartChanged: CART_CHANGED_MESSAGE,
  choosePayment: 'Please choose how to pay.',
  tooMuchOnline: (max: string) =>
    `This order is too large to pay online: one payment can be at most ${max}. Please order fewer pieces, or contact us to place it.`,
  fullName: 'Full name',
  mobile: 'Mobile number',
  mobileHint: 'for delivery updates',
  email: 'Email',
  emailHint: '(optional, for the receipt)',
  address1: 'House, building and street',
  address2: 'Area and landmark',
  optional: '(optional)',
  city: 'City',
  pincode: 'PIN code',
  state: 'State',
  chooseState: 'Choose your state',
  whatsapp: 'Send me order updates on WhatsApp',
  updatesLanguage: 'Language for your order updates',
  // Delivery date (issue 28)
  checkDelivery: 'Check delivery date',
  madeAndArrives: (days: number, date: string) => `Made in ${days} ${days === 1 ? 'day' : 'days'}, arrives by ${date}`,
  notServiceable: (pin: string) => `Sorry, we cannot deliver to PIN code ${pin} yet.`,
  noCod: (pin: string) => `Pay on delivery is not available for PIN code ${pin}: please pay online.`,
  noCodAtAll: (pin: string) => `Pay on delivery is not available for PIN code ${pin}.`,
  noEstimate: 'We will confirm the delivery date when we call.',
  /** Issue 39: the courier is not answering; the date is the usual one, nothing is promised. */
  madeAndUsuallyArrives: (days: number, date: string) =>
    `Made in ${days} ${days === 1 ? 'day' : 'days'}, usually arrives by ${date}. We will confirm delivery to this PIN.`,
  willConfirmDelivery: 'We will confirm delivery to this PIN.',
  neededBy: 'Needed by',
  neededByHint: '(optional: a birthday, a griha pravesh)',
  /** Already in the page's language: the field-error lookup below is for the contract's English messages. */
  neededByProblems: NEEDED_BY_MESSAGES as Record<keyof typeof NEEDED_BY_MESSAGES, string>,
  neededByTooSoon: (date: string) =>
    `This is before the piece can reach you (${date}). We will try our best but cannot promise it; place the order again to go ahead.`,
  placeOrder: (amount: string) => `Place order · ${amount}`,
  policies: {
    before: 'Read our ',
    shipping: 'shipping',
    cancellation: 'cancellation and refund',
    and: ' and ',
    privacy: 'privacy',
    after: ' policies.',
  },
  /** Errors by field, when the page is not in English; English shows the contract's own message. */
  fieldErrors: null as Record<string, string> | null,
  // Summary
  /** The personalisation's names as the order keeps them (commerce/line-attributes.ts). */
  attributeNames: {
    Name: 'Name',
    'House number': 'House number',
    'Child name': 'Child name',
    Caption: 'Caption',
    'AI prompt': 'AI prompt',
  } as Record<string, string>,
  yourOrder: (n: number) => `Your order (${n} ${n === 1 ? 'item' : 'items'})`,
  approvedPreviewAlt: (title: string) => `Your approved preview of ${title}`,
  thisItem: 'this item',
  item: 'Item',
  quantity: (n: number) => `Qty ${n}`,
  delivery: 'Delivery',
  free: 'Free',
  total: 'Total',
  gstNote: 'Prices include GST. Each piece is hand-finished after your approval.',
  // Payment
  payOnDelivery: 'Pay on delivery',
  payOnDeliveryNote: 'Pay by cash or UPI when your piece arrives.',
  advanceOnline: 'Advance online',
  payOnline: 'Pay online',
  howToPay: 'How would you like to pay?',
  payOnlineNow: 'Pay online now',
  explainOnDelivery: (later: string) => `Pay ${later} by cash or UPI when your piece arrives.`,
  explainAdvance: (now: string, later: string) =>
    `Pay ${now} now as an advance by UPI, card or netbanking, and ${later} on delivery.`,
  explainOnline: (now: string, provider: string) =>
    `Pay ${now} now by UPI, card or netbanking on ${provider}'s secure page. Nothing to pay on delivery.`,
  nothingToPay: 'Nothing to pay: your discount covers the whole order.',
  // Confirmation
  waitingTitle: 'Your order is waiting for payment',
  thanksTitle: 'Thank you, your order is placed',
  confirmTitle: 'Please confirm your order',
  // Only what is true (issue 45 item 2): the channels the request went by, or the shop's call.
  confirmLine: (by: ConfirmChannels) =>
    `${
      by === 'both'
        ? 'We have sent you a WhatsApp message and an email to confirm this order.'
        : by === 'whatsapp'
          ? 'We have sent you a WhatsApp message to confirm this order.'
          : 'We have emailed you a link to confirm this order.'
    } We start making your piece once you confirm.`,
  callTitle: 'The shop will call you to confirm',
  callLine: (mobile: string) =>
    `The shop will call you on +91 ${mobile} to confirm this order. We start making your piece once you confirm.`,
  reference: 'Order reference',
  callBefore: (mobile: string | null) => `We'll call ${mobile ? `+91 ${mobile}` : 'you'} before dispatch.`,
  payOnDeliveryLine: (total: string) => `Total ${total}, to pay on delivery.`,
  payNowLine: (due: string) => `${due} to pay now. We start making your piece once it is paid.`,
  paidOnline: (paid: string) => `Paid ${paid} online`,
  restOnDelivery: (rest: string) => `${rest} to pay on delivery.`,
  payNow: (due: string) => `Pay ${due} now`,
  track: 'Track your order',
  continueShopping: 'Continue shopping',
  ordered: 'What you ordered',
  previewAlt: (title: string) => `Preview of ${title}`,
  expiredTitle: 'This checkout link has expired',
  expired: 'Your cart may have been ordered already or is older than 30 days.',
  backToShop: 'Back to the shop',
  // A checkout reminder's link (issue 39): the order's details stay behind its own page's link.
  reminderOrderLine:
    'This checkout is now an order. To pay for it or follow it, find it with this order number and your mobile number.',
  findOrder: 'Find your order',
  fullStop: '.',
};
export type CheckoutStrings = typeof en;

const hi: CheckoutStrings = {
  language: 'hi',
  lang: HTML_LANG.hi,
  locale: LOCALE.hi,
  checkoutTitle: 'चेकआउट',
  placedTitle: 'ऑर्डर हो गया',
  missingTitle: 'चेकआउट नहीं मिला',
  secure: 'सुरक्षित चेकआउट',
  home: 'कारीगर होम पेज',
  detailsTitle: 'डिलीवरी की जानकारी',
  callNote: 'भेजने से पहले हम फ़ोन करके आपका डिज़ाइन पक्का करेंगे।',
  checkFields: 'कृपया लाल निशान वाली जानकारी जाँचें।',
  cartChanged: 'यह पेज खुलने के बाद आपका कार्ट बदल गया है। कृपया नीचे अपना ऑर्डर जाँचकर फिर से ऑर्डर करें।',
  choosePayment: 'कृपया भुगतान का तरीका चुनें।',
  tooMuchOnline: (max) =>
    `यह ऑर्डर ऑनलाइन भुगतान के लिए बहुत बड़ा है: एक भुगतान में ज़्यादा से ज़्यादा ${max} चुकाए जा सकते हैं। कृपया कम पीस ऑर्डर करें, या यह ऑर्डर देने के लिए हमसे संपर्क करें।`,
  fullName: 'पूरा नाम',
  mobile: 'मोबाइल नंबर',
  mobileHint: 'डिलीवरी की जानकारी के लिए',
  email: 'ईमेल',
  emailHint: '(ज़रूरी नहीं, रसीद के लिए)',
  address1: 'मकान, इमारत और गली',
  address2: 'इलाक़ा और लैंडमार्क',
  optional: '(ज़रूरी नहीं)',
  city: 'शहर',
  pincode: 'पिन कोड',
  state: 'राज्य',
  chooseState: 'अपना राज्य चुनें',
  whatsapp: 'ऑर्डर की जानकारी मुझे WhatsApp पर भेजें',
  updatesLanguage: 'ऑर्डर की जानकारी किस भाषा में भेजें',
  checkDelivery: 'डिलीवरी की तारीख़ देखें',
  madeAndArrives: (days, date) => `${days} दिन में बनेगा, ${date} तक पहुँचेगा`,
  notServiceable: (pin) => `माफ़ कीजिए, पिन कोड ${pin} पर अभी हम डिलीवरी नहीं कर सकते।`,
  noCod: (pin) => `पिन कोड ${pin} पर डिलीवरी पर भुगतान की सुविधा नहीं है: कृपया ऑनलाइन चुकाएँ।`,
  noCodAtAll: (pin) => `पिन कोड ${pin} पर डिलीवरी पर भुगतान की सुविधा नहीं है।`,
  noEstimate: 'फ़ोन पर हम डिलीवरी की तारीख़ पक्की करेंगे।',
  madeAndUsuallyArrives: (days, date) =>
    `${days} दिन में बनेगा, आम तौर पर ${date} तक पहुँचता है। इस पिन पर डिलीवरी हम पक्की करके बताएँगे।`,
  willConfirmDelivery: 'इस पिन पर डिलीवरी हम पक्की करके बताएँगे।',
  neededBy: 'कब तक चाहिए',
  neededByHint: '(ज़रूरी नहीं: जन्मदिन, गृह प्रवेश)',
  neededByProblems: {
    format: 'तारीख़ दिन-महीना-साल (dd-mm-yyyy) में लिखें, या ख़ाली छोड़ दें',
    past: 'यह तारीख़ निकल चुकी है: आज या आगे का कोई दिन चुनें',
    far: 'एक साल के अंदर की तारीख़ चुनें',
  },
  neededByTooSoon: (date) =>
    `यह तारीख़ पीस पहुँचने (${date}) से पहले की है। हम पूरी कोशिश करेंगे पर वादा नहीं कर सकते; आगे बढ़ने के लिए फिर से ऑर्डर करें।`,
  placeOrder: (amount) => `ऑर्डर करें · ${amount}`,
  policies: {
    before: 'हमारी ',
    shipping: 'शिपिंग',
    cancellation: 'ऑर्डर रद्द करने और पैसे लौटाने',
    and: ' और ',
    privacy: 'निजता',
    after: ' की नीतियाँ पढ़ें।',
  },
  fieldErrors: {
    fullName: 'अपना पूरा नाम लिखें',
    mobile: '10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे 98765 43210',
    email: 'सही ईमेल पता लिखें या इसे ख़ाली छोड़ दें',
    address1: 'मकान नंबर और गली लिखें',
    address2: 'इलाक़ा और लैंडमार्क छोटा करके लिखें',
    city: 'अपना शहर लिखें',
    state: 'अपना राज्य चुनें',
    pincode: '6 अंकों का पिन कोड लिखें',
  },
  attributeNames: {
    Name: 'नाम',
    'House number': 'मकान नंबर',
    'Child name': 'बच्चे का नाम',
    Caption: 'संदेश',
    'AI prompt': 'आपका आइडिया',
  },
  yourOrder: (n) => `आपका ऑर्डर (${n} आइटम)`,
  approvedPreviewAlt: (title) => `${title} की आपकी मंज़ूर की हुई झलक`,
  thisItem: 'इस आइटम',
  item: 'आइटम',
  quantity: (n) => `संख्या ${n}`,
  delivery: 'डिलीवरी',
  free: 'मुफ़्त',
  total: 'कुल',
  gstNote: 'क़ीमतों में GST शामिल है। हर पीस आपकी मंज़ूरी के बाद हाथ से तैयार होता है।',
  payOnDelivery: 'डिलीवरी पर भुगतान',
  payOnDeliveryNote: 'पीस पहुँचने पर नक़द या UPI से चुकाएँ।',
  advanceOnline: 'ऑनलाइन एडवांस',
  payOnline: 'ऑनलाइन भुगतान',
  howToPay: 'आप भुगतान कैसे करना चाहेंगे?',
  payOnlineNow: 'अभी ऑनलाइन चुकाएँ',
  explainOnDelivery: (later) => `पीस पहुँचने पर ${later} नक़द या UPI से चुकाएँ।`,
  explainAdvance: (now, later) => `अभी ${now} एडवांस UPI, कार्ड या नेटबैंकिंग से चुकाएँ, और ${later} डिलीवरी पर।`,
  explainOnline: (now, provider) =>
    `अभी ${now} ${provider} के सुरक्षित पेज पर UPI, कार्ड या नेटबैंकिंग से चुकाएँ। डिलीवरी पर कुछ नहीं देना है।`,
  nothingToPay: 'कुछ भी नहीं चुकाना है: पूरा ऑर्डर आपकी छूट में आ गया है।',
  waitingTitle: 'आपका ऑर्डर भुगतान का इंतज़ार कर रहा है',
  thanksTitle: 'धन्यवाद, आपका ऑर्डर हो गया है',
  confirmTitle: 'कृपया अपने ऑर्डर की पुष्टि करें',
  confirmLine: (by) =>
    `${
      by === 'both'
        ? 'इस ऑर्डर की पुष्टि के लिए हमने आपको WhatsApp संदेश और ईमेल भेजे हैं।'
        : by === 'whatsapp'
          ? 'इस ऑर्डर की पुष्टि के लिए हमने आपको WhatsApp संदेश भेजा है।'
          : 'इस ऑर्डर की पुष्टि के लिए हमने आपको ईमेल से लिंक भेजा है।'
    } पुष्टि होते ही हम आपका पीस बनाना शुरू करेंगे।`,
  callTitle: 'पुष्टि के लिए दुकान आपको फ़ोन करेगी',
  callLine: (mobile) =>
    `इस ऑर्डर की पुष्टि के लिए दुकान आपको +91 ${mobile} पर फ़ोन करेगी। पुष्टि होते ही हम आपका पीस बनाना शुरू करेंगे।`,
  reference: 'ऑर्डर नंबर',
  callBefore: (mobile) => `भेजने से पहले हम ${mobile ? `+91 ${mobile} पर` : 'आपको'} फ़ोन करेंगे।`,
  payOnDeliveryLine: (total) => `कुल ${total}, डिलीवरी पर चुकाना है।`,
  payNowLine: (due) => `अभी ${due} चुकाने हैं। भुगतान होते ही हम आपका पीस बनाना शुरू करेंगे।`,
  paidOnline: (paid) => `${paid} ऑनलाइन चुका दिए`,
  restOnDelivery: (rest) => `${rest} डिलीवरी पर चुकाने हैं।`,
  payNow: (due) => `अभी ${due} चुकाएँ`,
  track: 'अपना ऑर्डर देखें',
  continueShopping: 'ख़रीदारी जारी रखें',
  ordered: 'आपने क्या ऑर्डर किया',
  previewAlt: (title) => `${title} की झलक`,
  expiredTitle: 'इस चेकआउट लिंक की मियाद ख़त्म हो गई है',
  expired: 'हो सकता है आपका कार्ट पहले ही ऑर्डर हो चुका हो या 30 दिन से पुराना हो।',
  backToShop: 'दुकान पर वापस जाएँ',
  reminderOrderLine:
    'यह चेकआउट अब एक ऑर्डर है। इसका भुगतान करने या इसे देखने के लिए, यह ऑर्डर नंबर और अपना मोबाइल नंबर डालकर इसे ढूँढें।',
  findOrder: 'अपना ऑर्डर ढूँढें',
  fullStop: '।',
};

export const CHECKOUT_STRINGS: Record<Language, CheckoutStrings> = { en, hi };

/** A field's error in the page's language: the contract's English message, or the Hindi one for the field. */
export function fieldError(t: CheckoutStrings, field: string, message: string): string {
  return t.fieldErrors?.[field] ?? message;
}
