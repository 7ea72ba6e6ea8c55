import type { Language, MessageEvent, TemplateCall } from './types';

/** What a message is about: filled from the order, with links that may not exist yet. */
export interface MessageFacts {
  firstName: string;
  reference: string;
  total: string;
  /** For paid: what the payment ledger says was received, and what is left to pay on delivery (null: nothing). */
  received?: string;
  balanceDue?: string | null;
  /** The shopper's order page (issue 20); null until it exists. */
  orderPageUrl: string | null;
  /** The proof page, for proof_sent. */
  proofUrl?: string | null;
  /** The courier's tracking page, for dispatched and out for delivery; null until known. */
  trackingUrl?: string | null;
  /** The order's review link, for review_request (issue 29). */
  reviewUrl?: string | null;
  /** An absolute preview image, for the proof template's header. */
  previewImageUrl?: string | null;
  /** For cod_confirm (issue 28): the page to confirm, cancel or pay online, and how long we wait. */
  confirmUrl?: string;
  confirmHours?: number;
  /** The prepaid discount offered for paying online now, e.g. '5%'; null: no online offer. */
  prepaidOffer?: string | null;
  /** Issue 44, for the claim messages: the piece, and what was decided or refunded, in the shopper's language. */
  claimDetail?: string;
}

export interface MessageContent {
  subject: string;
  text: string;
  /** The template's body parameters, in order: {{1}} first name, {{2}} order, {{3}} detail (and {{4}}, see docs/messages.md). */
  bodyParameters: string[];
  /** Names the template's twin for this case (`_balance`: paid, with a balance due on delivery). */
  templateSuffix?: string;
}

const withLink = (text: string, label: string, url: string | null | undefined) =>
  url ? `${text} ${label} ${url}` : text;

/**
 * Issue 44: the delivered message's link to report a problem, straight to the order page's
 * "Report a problem" panel (#claims). Only in the text (email, outbox): the approved WhatsApp
 * template keeps its parameters, and its order-page link is the same page.
 */
const claimLink = (f: MessageFacts, label: string) => (f.orderPageUrl ? `\n${label} ${f.orderPageUrl}#claims` : '');

type Writer = (f: MessageFacts) => MessageContent;

/** Paid says what was received; with a balance left, its twin template also says what is due on delivery. */
const paidParameters = (f: MessageFacts): Pick<MessageContent, 'bodyParameters' | 'templateSuffix'> =>
  f.balanceDue
    ? { bodyParameters: [f.firstName, f.reference, f.received ?? f.total, f.balanceDue], templateSuffix: '_balance' }
    : { bodyParameters: [f.firstName, f.reference, f.received ?? f.total] };

// English stays the store's language; a shopper who chose Hindi at checkout hears from us in Hindi.
const WRITERS: Record<Language, Record<MessageEvent, Writer>> = {
  en: {
    placed: (f) => ({
      subject: `We have your Kaarigar order ${f.reference}`,
      text: withLink(
        `Hello ${f.firstName}, thank you for your order ${f.reference} (${f.total}). We will send you a proof of your piece to approve before we make it.`,
        'Your order:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.total],
    }),
    paid: (f) => ({
      subject: `Payment received for ${f.reference}`,
      text: withLink(
        `Hello ${f.firstName}, we have received ${f.received ?? f.total} for your order ${f.reference}. ${f.balanceDue ? `The balance of ${f.balanceDue} is to be paid on delivery. ` : ''}Thank you!`,
        'Your order:',
        f.orderPageUrl,
      ),
      ...paidParameters(f),
    }),
    proof_sent: (f) => ({
      subject: `Your Kaarigar order ${f.reference}: please approve your proof`,
      text: withLink(
        `Hello ${f.firstName}, the proof of your Kaarigar order ${f.reference} is ready: ${f.proofUrl ?? ''} Please approve it, or tell us what to change, and we will start making it.`,
        'Your order:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.proofUrl ?? ''],
    }),
    dispatched: (f) => ({
      subject: `Your Kaarigar order ${f.reference} is on its way`,
      text: withLink(
        `Hello ${f.firstName}, your order ${f.reference} has been dispatched.`,
        'Track it:',
        f.trackingUrl ?? f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.trackingUrl ?? f.orderPageUrl ?? 'We will call before delivery.'],
    }),
    out_for_delivery: (f) => ({
      subject: `Your Kaarigar order ${f.reference} is out for delivery`,
      text: withLink(
        `Hello ${f.firstName}, your order ${f.reference} is out for delivery today. Please keep your phone with you for the courier's call.`,
        'Track it:',
        f.trackingUrl ?? f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.trackingUrl ?? f.orderPageUrl ?? 'The courier will call you.'],
    }),
    // What to do is the point of the message: the courier tries again only when the shop asks it to.
    undelivered: (f) => ({
      subject: `We could not deliver your Kaarigar order ${f.reference}`,
      text: withLink(
        `Hello ${f.firstName}, the courier could not deliver your order ${f.reference}. Please reply to this message or call us with a good time or the right address, and we will ask the courier to try again.`,
        'Your order:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.orderPageUrl ?? 'Reply to this message.'],
    }),
    returned: (f) => ({
      subject: `Your Kaarigar order ${f.reference} has come back to us`,
      text: withLink(
        `Hello ${f.firstName}, the courier could not deliver your order ${f.reference} and has returned it to us. If you would still like it, reply to this message or call us and we will send it again.`,
        'Your order:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.orderPageUrl ?? 'Reply to this message.'],
    }),
    delivered: (f) => ({
      subject: `Your Kaarigar order ${f.reference} has been delivered`,
      text: withLink(
        `Hello ${f.firstName}, your order ${f.reference} has been delivered. We hope you love it!`,
        'Your order and invoice:',
        f.orderPageUrl,
      ).concat(claimLink(f, 'Did a piece arrive damaged or wrong? Report it here:')),
      bodyParameters: [f.firstName, f.reference, f.orderPageUrl ?? 'Thank you for shopping with us.'],
    }),
    cod_confirm: (f) => ({
      subject: `Please confirm your Kaarigar order ${f.reference}`,
      text: `Hello ${f.firstName}, please confirm your order ${f.reference} (${f.total}, to pay on delivery) so we can start making it. Confirm or cancel it here: ${f.confirmUrl ?? ''}${f.prepaidOffer ? ` Or pay online now and get ${f.prepaidOffer} off.` : ''} If we do not hear from you within ${f.confirmHours ?? 24} hours, the order is cancelled.`,
      bodyParameters: [f.firstName, f.reference, f.total, f.confirmUrl ?? ''],
    }),
    review_request: (f) => ({
      subject: `How do you like your Kaarigar order ${f.reference}?`,
      text: `Hello ${f.firstName}, we hope you love your order ${f.reference}. Would you rate it and share a photo? It takes a minute: ${f.reviewUrl ?? ''}`,
      bodyParameters: [f.firstName, f.reference, f.reviewUrl ?? ''],
    }),
    claim_received: (f) => ({
      subject: `We received your report on order ${f.reference}`,
      text: withLink(
        `Hello ${f.firstName}, we are sorry about ${f.claimDetail ?? 'your piece'} from order ${f.reference}. We received your report and will reply soon.`,
        'Your order:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.claimDetail ?? ''],
    }),
    claim_decided: (f) => ({
      subject: `About your report on order ${f.reference}`,
      text: withLink(
        `Hello ${f.firstName}, about your order ${f.reference}: ${f.claimDetail ?? ''}`,
        'Your order:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.claimDetail ?? ''],
    }),
    claim_refund: (f) => ({
      subject: `Your refund for order ${f.reference}`,
      text: withLink(
        `Hello ${f.firstName}, ${f.claimDetail ?? ''} (order ${f.reference}).`,
        'Your order:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.claimDetail ?? ''],
    }),
  },
  hi: {
    placed: (f) => ({
      subject: `आपका Kaarigar ऑर्डर ${f.reference} हमें मिल गया है`,
      text: withLink(
        `नमस्ते ${f.firstName}, आपके ऑर्डर ${f.reference} (${f.total}) के लिए धन्यवाद। बनाने से पहले हम आपको मंज़ूरी के लिए आपके पीस का प्रूफ़ भेजेंगे।`,
        'आपका ऑर्डर:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.total],
    }),
    paid: (f) => ({
      subject: `${f.reference} का भुगतान मिल गया`,
      text: withLink(
        `नमस्ते ${f.firstName}, आपके ऑर्डर ${f.reference} के लिए ${f.received ?? f.total} हमें मिल गए हैं। ${f.balanceDue ? `बाकी ${f.balanceDue} डिलीवरी पर देने हैं। ` : ''}धन्यवाद!`,
        'आपका ऑर्डर:',
        f.orderPageUrl,
      ),
      ...paidParameters(f),
    }),
    proof_sent: (f) => ({
      subject: `आपका Kaarigar ऑर्डर ${f.reference}: कृपया अपना प्रूफ़ मंज़ूर करें`,
      text: withLink(
        `नमस्ते ${f.firstName}, आपके Kaarigar ऑर्डर ${f.reference} का प्रूफ़ तैयार है: ${f.proofUrl ?? ''} कृपया इसे मंज़ूर करें या बताएँ कि क्या बदलना है, फिर हम इसे बनाना शुरू करेंगे।`,
        'आपका ऑर्डर:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.proofUrl ?? ''],
    }),
    dispatched: (f) => ({
      subject: `आपका Kaarigar ऑर्डर ${f.reference} रवाना हो गया है`,
      text: withLink(
        `नमस्ते ${f.firstName}, आपका ऑर्डर ${f.reference} भेज दिया गया है।`,
        'ट्रैक करें:',
        f.trackingUrl ?? f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.trackingUrl ?? f.orderPageUrl ?? 'डिलीवरी से पहले हम फ़ोन करेंगे।'],
    }),
    out_for_delivery: (f) => ({
      subject: `आपका Kaarigar ऑर्डर ${f.reference} आज डिलीवरी के लिए निकला है`,
      text: withLink(
        `नमस्ते ${f.firstName}, आपका ऑर्डर ${f.reference} आज डिलीवरी के लिए निकला है। कूरियर के फ़ोन के लिए कृपया अपना फ़ोन पास रखें।`,
        'ट्रैक करें:',
        f.trackingUrl ?? f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.trackingUrl ?? f.orderPageUrl ?? 'कूरियर आपको फ़ोन करेगा।'],
    }),
    undelivered: (f) => ({
      subject: `आपका Kaarigar ऑर्डर ${f.reference} डिलीवर नहीं हो सका`,
      text: withLink(
        `नमस्ते ${f.firstName}, कूरियर आपका ऑर्डर ${f.reference} डिलीवर नहीं कर सका। कृपया इस संदेश का जवाब दें या हमें फ़ोन करके सही समय या सही पता बताएँ, हम कूरियर से दोबारा कोशिश करवाएँगे।`,
        'आपका ऑर्डर:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.orderPageUrl ?? 'इस संदेश का जवाब दें।'],
    }),
    returned: (f) => ({
      subject: `आपका Kaarigar ऑर्डर ${f.reference} हमारे पास लौट आया है`,
      text: withLink(
        `नमस्ते ${f.firstName}, कूरियर आपका ऑर्डर ${f.reference} डिलीवर नहीं कर सका और उसे हमें लौटा दिया है। अगर आप इसे अब भी चाहते हैं, तो इस संदेश का जवाब दें या हमें फ़ोन करें, हम इसे फिर से भेज देंगे।`,
        'आपका ऑर्डर:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.orderPageUrl ?? 'इस संदेश का जवाब दें।'],
    }),
    delivered: (f) => ({
      subject: `आपका Kaarigar ऑर्डर ${f.reference} पहुँच गया है`,
      text: withLink(
        `नमस्ते ${f.firstName}, आपका ऑर्डर ${f.reference} पहुँच गया है। उम्मीद है आपको पसंद आएगा!`,
        'आपका ऑर्डर और इनवॉइस:',
        f.orderPageUrl,
      ).concat(claimLink(f, 'कोई चीज़ टूटी हुई या गलत पहुँची? यहाँ बताएँ:')),
      bodyParameters: [f.firstName, f.reference, f.orderPageUrl ?? 'हमसे ख़रीदारी के लिए धन्यवाद।'],
    }),
    cod_confirm: (f) => ({
      subject: `कृपया अपने Kaarigar ऑर्डर ${f.reference} की पुष्टि करें`,
      text: `नमस्ते ${f.firstName}, कृपया अपने ऑर्डर ${f.reference} (${f.total}, डिलीवरी पर भुगतान) की पुष्टि करें, ताकि हम इसे बनाना शुरू कर सकें। पुष्टि करें या रद्द करें: ${f.confirmUrl ?? ''}${f.prepaidOffer ? ` या अभी ऑनलाइन भुगतान करें और ${f.prepaidOffer} की छूट पाएँ।` : ''} ${f.confirmHours ?? 24} घंटे में जवाब न मिलने पर ऑर्डर रद्द हो जाएगा।`,
      bodyParameters: [f.firstName, f.reference, f.total, f.confirmUrl ?? ''],
    }),
    review_request: (f) => ({
      subject: `आपका Kaarigar ऑर्डर ${f.reference} कैसा लगा?`,
      text: `नमस्ते ${f.firstName}, उम्मीद है आपको अपना ऑर्डर ${f.reference} पसंद आया। क्या आप इसे रेटिंग देकर एक फ़ोटो साझा करेंगे? बस एक मिनट लगेगा: ${f.reviewUrl ?? ''}`,
      bodyParameters: [f.firstName, f.reference, f.reviewUrl ?? ''],
    }),
    claim_received: (f) => ({
      subject: `ऑर्डर ${f.reference} की आपकी शिकायत हमें मिल गई है`,
      text: withLink(
        `नमस्ते ${f.firstName}, ऑर्डर ${f.reference} की ${f.claimDetail ?? 'चीज़'} के लिए हमें खेद है। आपकी शिकायत हमें मिल गई है, हम जल्द जवाब देंगे।`,
        'आपका ऑर्डर:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.claimDetail ?? ''],
    }),
    claim_decided: (f) => ({
      subject: `ऑर्डर ${f.reference} की आपकी शिकायत के बारे में`,
      text: withLink(
        `नमस्ते ${f.firstName}, आपके ऑर्डर ${f.reference} के बारे में: ${f.claimDetail ?? ''}`,
        'आपका ऑर्डर:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.claimDetail ?? ''],
    }),
    claim_refund: (f) => ({
      subject: `ऑर्डर ${f.reference} का आपका रिफ़ंड`,
      text: withLink(
        `नमस्ते ${f.firstName}, ${f.claimDetail ?? ''} (ऑर्डर ${f.reference})।`,
        'आपका ऑर्डर:',
        f.orderPageUrl,
      ),
      bodyParameters: [f.firstName, f.reference, f.claimDetail ?? ''],
    }),
  },
};

/**
 * A shopper's first name as plain text: their name is typed by anyone at checkout, so a first
 * word that could carry a link or markup ("evil.com/win", "x@y", "<b>", "https://…") greets them
 * without a name instead. Letters, combining marks (Devanagari's matras and virama), the joiners
 * Indic scripts use, apostrophes and hyphens only: no dot, slash, colon or `@`, so no link.
 */
const NAME_WORD = /^(?:[\p{L}\p{M}'’-]|\u200c|\u200d){1,40}$/u;
/**
 * A name's parts: letters joined by one hyphen or apostrophe, at most three ("D'Souza-Rao"), at
 * most 30 code points in all (issue 39): "Refund-desk-call-now-for-your-money" is a phrase the
 * sender chose, not a name, and the shopper is greeted without it.
 */
const NAME_PART = /^(?:[\p{L}\p{M}]|\u200c|\u200d)+$/u;
export function plainFirstName(fullName: string): string {
  const first = fullName.normalize('NFC').trim().split(/\s+/u)[0] ?? '';
  // An initial ("K.") or a trailing comma is still a name.
  const word = first.replace(/[.,]+$/u, '');
  if (!NAME_WORD.test(word) || Array.from(word).length > 30) return '';
  const parts = word.split(/['’-]/u);
  return parts.length <= 3 && parts.every((p) => NAME_PART.test(p)) ? word : '';
}

/**
 * WhatsApp refuses a template parameter with a newline or a tab, or with more than four spaces in a
 * row (Cloud API error 132018): every run of white space becomes one space.
 */
export const templateText = (text: string) => text.replace(/\s+/gu, ' ').trim();

export function messageContent(event: MessageEvent, language: Language, facts: MessageFacts): MessageContent {
  // A template parameter may not be empty: a shopper with no first name is greeted all the same.
  const firstName = facts.firstName || (language === 'hi' ? 'जी' : 'there');
  return WRITERS[language][event]({ ...facts, firstName });
}

/** A Confirm or Cancel button's payload (template quick reply) or id (interactive reply button). */
export const codButtonPayload = (answer: 'confirm' | 'cancel', token: string) => `cod_${answer}:${token}`;

/** The answer and token a button reply carries, or null when it is not one of ours. */
export function parseCodButtonPayload(payload: string): { answer: 'confirm' | 'cancel'; token: string } | null {
  const match = /^cod_(confirm|cancel):([\w-]{43})$/.exec(payload);
  return match ? { answer: match[1] as 'confirm' | 'cancel', token: match[2] ?? '' } : null;
}

/** The template the owner approves in WhatsApp Manager for this event (see docs/messages.md). */
export function templateCall(
  prefix: string,
  event: MessageEvent,
  language: Language,
  content: MessageContent,
  previewImageUrl?: string | null,
  confirmToken?: string,
): TemplateCall {
  const body = {
    type: 'body' as const,
    parameters: content.bodyParameters.map((text) => ({ type: 'text' as const, text: templateText(text) })),
  };
  // The request to confirm goes as a template with two quick-reply buttons (Confirm, Cancel): a
  // first message after checkout is usually outside WhatsApp's 24-hour customer service window, where
  // free-form interactive buttons are refused (inside it, the message service sends them instead:
  // whatsapp/interactive.ts). Each button's payload carries the order's token.
  if (event === 'cod_confirm' && confirmToken)
    return {
      name: `${prefix}${event}`,
      language: { code: language },
      components: [
        body,
        ...(['confirm', 'cancel'] as const).map((answer, i) => ({
          type: 'button' as const,
          sub_type: 'quick_reply' as const,
          index: String(i),
          parameters: [{ type: 'payload' as const, payload: codButtonPayload(answer, confirmToken) }],
        })),
      ],
    };
  // The proof template has an image header: the shopper sees their piece in the chat itself.
  if (event === 'proof_sent' && previewImageUrl)
    return {
      name: `${prefix}${event}`,
      language: { code: language },
      components: [{ type: 'header', parameters: [{ type: 'image', image: { link: previewImageUrl } }] }, body],
    };
  // Without a picture to show, the proof goes by its text-only twin (a template's header is fixed).
  const name = event === 'proof_sent' ? `${prefix}${event}_text` : `${prefix}${event}${content.templateSuffix ?? ''}`;
  return { name, language: { code: language }, components: [body] };
}
