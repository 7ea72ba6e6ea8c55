import type { Language } from '../../../../contracts/language';
import type { ShopperOrder } from '../../../../contracts/order-page';

/** How an order waiting for its pay-on-delivery confirmation was asked about. */
type ConfirmAsked = NonNullable<ShopperOrder['confirmBy']>;

/**
 * Every shopper-facing string of the order page and its look-up, in one dictionary: English, and
 * Hindi for a shopper who chose it at checkout (worded as their Hindi messages are). The order
 * reference, amounts, courier names and AWB stay as they are in both.
 */
const en = {
  pageTitle: (reference: string) => `Order ${reference}`,
  heading: 'Your order',
  reference: 'Order reference',
  steps: {
    placed: 'Placed',
    paid: 'Paid',
    proof_sent: 'Proof sent',
    approved: 'Approved',
    in_production: 'In production',
    dispatched: 'Dispatched',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    undelivered: 'Delivery attempted: the courier will try again or call you',
    returned: 'Returned to the shop',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  /** In production with the courier booked, until its pickup scan (issue 45). */
  awaitingPickup: 'Booked, waiting for pickup',
  awaitingPayment: 'Waiting for your payment. We start making your piece once it is paid.',
  payNow: (amount: string) => `Pay ${amount} now`,
  payFailed: 'We could not confirm a payment. If money left your account, it will show here shortly.',
  payUnavailable: 'Online payment is not available right now. Your order is saved: please try again in a few minutes.',
  payNotPossible: 'This order’s amount cannot be paid online. Please contact the shop.',
  timeline: 'Progress',
  items: 'What you ordered',
  quantity: (n: number) => `Qty ${n}`,
  payment: 'Payment',
  total: 'Total',
  subtotal: 'Subtotal',
  deliveryCharge: 'Delivery',
  free: 'Free',
  arrivesBy: (date: string) => `Arrives by ${date}`,
  discount: (label: string) => `Discount (${label})`,
  paidOnline: 'Paid online',
  dueNow: 'Due now',
  dueOnDelivery: 'To pay on delivery',
  paidOnDelivery: 'Paid on delivery',
  refunded: 'Refunded',
  delivery: 'Delivery address',
  shipment: 'Shipment',
  trackingNumber: 'Tracking number',
  scans: 'Courier updates',
  track: (courier: string) => `Track with ${courier}`,
  proof: 'Your proof',
  proofReady: 'Your proof is ready. Check the spelling and the look, then approve it or tell us what to change.',
  approve: 'Approve proof',
  changeLabel: 'What should we change?',
  askChange: 'Ask for a change',
  changeSent: 'We got your change request and will send a new proof.',
  approved: 'You approved the proof. We are making your piece.',
  cancelledNote: 'This order was cancelled.',
  notFoundTitle: 'Order not found',
  notFound: 'This order link is not valid. Find your order with its number and your mobile number.',
  findTitle: 'Find your order',
  findIntro: 'Enter the order number from your confirmation and the mobile number you ordered with.',
  orderNumber: 'Order number',
  orderNumberHint: 'for example KG-10024',
  mobile: 'Mobile number',
  find: 'Find my order',
  noMatch: 'We could not find an order with those details. Check both and try again.',
  tooMany: 'Too many tries. Please wait a minute and try again.',
  tooManyForOrder: 'Too many tries for this order number. Please wait an hour and try again.',
  continueShopping: 'Continue shopping',
  invoice: 'Invoice',
  downloadInvoice: 'Download invoice',
  // Issue 39: the shopper's own photo, and their right to have their data erased (DPDP Act 2023).
  photoAlt: (title: string) => `Your photo for ${title}`,
  yourData: 'Your photos and details',
  eraseIntro:
    'You can ask us to erase your photos and your name, phone, email and address from this order. We keep the tax invoice, as the law requires.',
  eraseButton: 'Ask us to erase my data',
  eraseRequested: (when: string) =>
    `You asked us to erase your data on ${when}. We erase it once your order is delivered or cancelled, and say so here.`,
  erased: (when: string) =>
    `Your photos and personal details were erased on ${when}. We keep the tax invoice, as the law requires.`,
  proofAlt: (title: string) => `Proof of ${title}`,
  previewAlt: (title: string) => `Preview of ${title}`,
  // Issue 28: a pay-on-delivery order waiting for the shopper's Confirm; issue 45 item 2: saying only
  // how it was really asked (the channels that could send, or the shop's call when none can).
  toConfirmNote: (how: ConfirmAsked) =>
    `${
      how.by === 'call'
        ? `The shop will call you on +91 ${how.mobile} to confirm this order.`
        : how.by === 'both'
          ? 'Please confirm this order with the buttons in our WhatsApp message or the link in our email.'
          : how.by === 'whatsapp'
            ? 'Please confirm this order with the buttons in our WhatsApp message.'
            : 'Please confirm this order with the link in our email.'
    } We start making it once you confirm.`,
  confirmTitle: 'Confirm your order',
  confirmIntro: (total: string) =>
    `Total ${total}, to pay on delivery. Please confirm it so we can start making your piece.`,
  confirmDeadline: (when: string) => `If we do not hear from you by ${when}, the order is cancelled.`,
  confirmButton: 'Yes, confirm my order',
  cancelButton: 'Cancel this order',
  payOnlineButton: (amount: string, percent: string) => `Pay ${amount} online now (${percent} off)`,
  confirmedNote: 'Thank you, your order is confirmed. We will send you a proof to approve before we make it.',
  declinedNote: 'This order is cancelled. Nothing will be made and nothing is due.',
  noLongerNote: 'This order no longer needs confirming.',
  viewOrder: 'See your order',
  crossSite: 'Please open the link from our message again and answer on this page.',
  /** The page's `lang` and the locale its dates are written in. */
  lang: 'en-IN',
  /** The storefront's language code: the personalisation's names are said in it (contracts/line-choices). */
  language: 'en' as Language,
  /** The switch to the other language, written in that language (the link carries its `lang`). */
  switchTo: { code: 'hi', lang: 'hi', label: 'हिन्दी में देखें' },
};
export type OrderPageStrings = typeof en;

const hi: OrderPageStrings = {
  pageTitle: (reference) => `ऑर्डर ${reference}`,
  heading: 'आपका ऑर्डर',
  reference: 'ऑर्डर नंबर',
  steps: {
    placed: 'ऑर्डर किया गया',
    paid: 'भुगतान हो गया',
    proof_sent: 'प्रूफ़ भेजा गया',
    approved: 'प्रूफ़ मंज़ूर',
    in_production: 'बन रहा है',
    dispatched: 'रवाना हो गया',
    out_for_delivery: 'डिलीवरी के लिए निकला',
    delivered: 'पहुँच गया',
    undelivered: 'डिलीवरी नहीं हो सकी: कूरियर फिर कोशिश करेगा या आपको फ़ोन करेगा',
    returned: 'दुकान को वापस लौटा',
    cancelled: 'रद्द',
    refunded: 'पैसे वापस किए गए',
  },
  awaitingPickup: 'कूरियर बुक हो गया, पिकअप का इंतज़ार है',
  awaitingPayment: 'आपके भुगतान का इंतज़ार है। भुगतान होते ही हम आपका पीस बनाना शुरू करेंगे।',
  payNow: (amount) => `अभी ${amount} चुकाएँ`,
  payFailed: 'हम भुगतान की पुष्टि नहीं कर सके। अगर आपके खाते से पैसे कट गए हैं, तो वे जल्द ही यहाँ दिखेंगे।',
  payUnavailable: 'अभी ऑनलाइन भुगतान नहीं हो पा रहा है। आपका ऑर्डर सुरक्षित है: कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  payNotPossible: 'इस ऑर्डर की राशि ऑनलाइन नहीं चुकाई जा सकती। कृपया दुकान से संपर्क करें।',
  timeline: 'अब तक क्या हुआ',
  items: 'आपने क्या ऑर्डर किया',
  quantity: (n) => `मात्रा ${n}`,
  payment: 'भुगतान',
  total: 'कुल',
  subtotal: 'सामान का मूल्य',
  deliveryCharge: 'डिलीवरी',
  free: 'मुफ़्त',
  arrivesBy: (date) => `${date} तक पहुँचेगा`,
  discount: (label) => `छूट (${label})`,
  paidOnline: 'ऑनलाइन चुकाया',
  dueNow: 'अभी चुकाना है',
  dueOnDelivery: 'डिलीवरी पर चुकाना है',
  paidOnDelivery: 'डिलीवरी पर चुकाया',
  refunded: 'वापस किए गए',
  delivery: 'डिलीवरी का पता',
  shipment: 'शिपमेंट',
  trackingNumber: 'ट्रैकिंग नंबर',
  scans: 'कूरियर की जानकारी',
  track: (courier) => `${courier} पर ट्रैक करें`,
  proof: 'आपका प्रूफ़',
  proofReady: 'आपका प्रूफ़ तैयार है। नाम की वर्तनी और डिज़ाइन जाँच लें, फिर इसे मंज़ूर करें या बताएँ कि क्या बदलना है।',
  approve: 'प्रूफ़ मंज़ूर करें',
  changeLabel: 'हम क्या बदलें?',
  askChange: 'बदलाव के लिए कहें',
  changeSent: 'बदलाव का आपका अनुरोध हमें मिल गया है। हम आपको नया प्रूफ़ भेजेंगे।',
  approved: 'आपने प्रूफ़ मंज़ूर कर दिया है। हम आपका पीस बना रहे हैं।',
  cancelledNote: 'यह ऑर्डर रद्द कर दिया गया है।',
  notFoundTitle: 'ऑर्डर नहीं मिला',
  notFound: 'यह ऑर्डर लिंक सही नहीं है। ऑर्डर नंबर और अपने मोबाइल नंबर से अपना ऑर्डर ढूँढें।',
  findTitle: 'अपना ऑर्डर ढूँढें',
  findIntro: 'पुष्टि वाले संदेश में दिया गया ऑर्डर नंबर और वह मोबाइल नंबर डालें जिससे आपने ऑर्डर किया था।',
  orderNumber: 'ऑर्डर नंबर',
  orderNumberHint: 'जैसे KG-10024',
  mobile: 'मोबाइल नंबर',
  find: 'मेरा ऑर्डर ढूँढें',
  noMatch: 'इन जानकारियों से कोई ऑर्डर नहीं मिला। दोनों जाँचकर फिर से कोशिश करें।',
  tooMany: 'बहुत बार कोशिश की गई। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  tooManyForOrder: 'इस ऑर्डर नंबर के लिए बहुत बार कोशिश की गई। कृपया एक घंटे बाद फिर से कोशिश करें।',
  continueShopping: 'ख़रीदारी जारी रखें',
  invoice: 'इनवॉइस',
  downloadInvoice: 'इनवॉइस डाउनलोड करें',
  photoAlt: (title) => `${title} के लिए आपकी फ़ोटो`,
  yourData: 'आपकी फ़ोटो और जानकारी',
  eraseIntro:
    'आप हमसे इस ऑर्डर से अपनी फ़ोटो और अपना नाम, फ़ोन, ईमेल और पता मिटाने के लिए कह सकते हैं। टैक्स इनवॉइस हम रखते हैं, जैसा क़ानून कहता है।',
  eraseButton: 'मेरी जानकारी मिटाने के लिए कहें',
  eraseRequested: (when) =>
    `आपने ${when} को अपनी जानकारी मिटाने के लिए कहा। ऑर्डर पहुँचने या रद्द होने पर हम इसे मिटा देंगे और यहाँ बताएँगे।`,
  erased: (when) => `आपकी फ़ोटो और निजी जानकारी ${when} को मिटा दी गई। टैक्स इनवॉइस हम रखते हैं, जैसा क़ानून कहता है।`,
  proofAlt: (title) => `${title} का प्रूफ़`,
  previewAlt: (title) => `${title} की झलक`,
  toConfirmNote: (how) =>
    `${
      how.by === 'call'
        ? `इस ऑर्डर की पुष्टि के लिए दुकान आपको +91 ${how.mobile} पर फ़ोन करेगी।`
        : how.by === 'both'
          ? 'कृपया हमारे WhatsApp संदेश के बटन या ईमेल के लिंक से इस ऑर्डर की पुष्टि करें।'
          : how.by === 'whatsapp'
            ? 'कृपया हमारे WhatsApp संदेश के बटन से इस ऑर्डर की पुष्टि करें।'
            : 'कृपया हमारे ईमेल के लिंक से इस ऑर्डर की पुष्टि करें।'
    } पुष्टि होते ही हम इसे बनाना शुरू करेंगे।`,
  confirmTitle: 'अपने ऑर्डर की पुष्टि करें',
  confirmIntro: (total) => `कुल ${total}, डिलीवरी पर चुकाना है। कृपया पुष्टि करें, ताकि हम आपका पीस बनाना शुरू कर सकें।`,
  confirmDeadline: (when) => `${when} तक जवाब न मिलने पर ऑर्डर रद्द हो जाएगा।`,
  confirmButton: 'हाँ, मेरे ऑर्डर की पुष्टि करें',
  cancelButton: 'यह ऑर्डर रद्द करें',
  payOnlineButton: (amount, percent) => `अभी ${amount} ऑनलाइन चुकाएँ (${percent} छूट)`,
  confirmedNote: 'धन्यवाद, आपके ऑर्डर की पुष्टि हो गई है। बनाने से पहले हम आपको मंज़ूरी के लिए प्रूफ़ भेजेंगे।',
  declinedNote: 'यह ऑर्डर रद्द हो गया है। कुछ नहीं बनेगा और कुछ नहीं चुकाना है।',
  noLongerNote: 'इस ऑर्डर की पुष्टि की अब ज़रूरत नहीं है।',
  viewOrder: 'अपना ऑर्डर देखें',
  crossSite: 'कृपया हमारे संदेश का लिंक फिर से खोलें और इसी पेज पर जवाब दें।',
  lang: 'hi',
  language: 'hi',
  switchTo: { code: 'en', lang: 'en-IN', label: 'View in English' },
};

export const ORDER_PAGE_STRINGS = { en, hi };
export type OrderPageLanguage = keyof typeof ORDER_PAGE_STRINGS;

/** `?lang=` when it names a language we have, else the order's own (English when unknown). */
export function orderPageLanguage(query: unknown, fallback: unknown = 'en'): OrderPageLanguage {
  const pick = (v: unknown) => (v === 'en' || v === 'hi' ? v : null);
  return pick(query) ?? pick(fallback) ?? 'en';
}
