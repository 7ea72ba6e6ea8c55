import type { ShopperOrderEvent } from '../orders/order-events';

export type Channel = 'email' | 'whatsapp';
export type Language = 'en' | 'hi';

/** The events a shopper is told about by themselves (the proof's message is written by Send proof). */
export const MESSAGE_EVENTS = [
  'placed',
  'paid',
  'proof_sent',
  'dispatched',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'returned',
] as const satisfies readonly ShopperOrderEvent[];
/**
 * Plus messages no order event sends by itself: the review request after delivery (issue 29), and
 * the request to confirm a pay-on-delivery order (issue 28), which carries its answer's token.
 */
export type MessageEvent = (typeof MESSAGE_EVENTS)[number] | 'review_request' | 'cod_confirm' | ClaimMessageEvent;

/** Issue 44: a claim was received, decided (remake, refund, both, or declined with why), its refund sent. */
export const CLAIM_MESSAGE_EVENTS = ['claim_received', 'claim_decided', 'claim_refund'] as const;
export type ClaimMessageEvent = (typeof CLAIM_MESSAGE_EVENTS)[number];

export const isMessageEvent = (event: string): event is MessageEvent =>
  (MESSAGE_EVENTS as readonly string[]).includes(event);

/** A WhatsApp template call as the Cloud API takes it (`template` of a `type: 'template'` message). */
export interface TemplateCall {
  name: string;
  language: { code: string };
  components: (
    | {
        type: 'header' | 'body';
        parameters: ({ type: 'text'; text: string } | { type: 'image'; image: { link: string } })[];
      }
    /** A URL button's dynamic suffix (the template's URL ends in {{1}}); `index` is the button's position, as a string. */
    | { type: 'button'; sub_type: 'url'; index: string; parameters: { type: 'text'; text: string }[] }
    /**
     * A quick-reply button's payload: what the `messages` webhook hands back as `button.payload`
     * when the shopper taps it (the button's label is the template's own).
     */
    | { type: 'button'; sub_type: 'quick_reply'; index: string; parameters: { type: 'payload'; payload: string }[] }
  )[];
}

/** A free-form reply-buttons message (Meta's interactive `button` type): its body text and up to three buttons. */
export interface InteractiveCall {
  body: string;
  buttons: { id: string; title: string }[];
}

/** One outbox row, as a channel sends it. */
export interface OutgoingMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  template: TemplateCall | null;
  /**
   * Set at sending time when the shopper's 24-hour window is open and the template has reply
   * buttons: sent instead of the template, which stays the fallback.
   */
  interactive?: InteractiveCall;
}

/**
 * Where a message goes out (cal.com's one interface per integration): email over SMTP, or
 * WhatsApp through the Cloud API. An unconfigured channel sends nothing: its rows stay in the
 * outbox for the owner, with the manual WhatsApp link.
 */
export interface MessageChannel {
  readonly channel: Channel;
  readonly configured: boolean;
  /** Resolves with the provider's id for the message, or throws why it was not accepted. */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string | null }>;
}
