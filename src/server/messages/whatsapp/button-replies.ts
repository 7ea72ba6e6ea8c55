import { inboundMessagesIn } from './wire';

/** A button the shopper tapped: who (their number, digits only), which message of theirs, and the button's payload or id. */
export interface ButtonReply {
  from: string;
  wamid: string;
  payload: string;
}

/**
 * The buttons tapped in a verified `messages` webhook body, in both of Meta's shapes: a template's
 * quick reply (`type: 'button'`, `button.payload`) and an interactive message's reply button
 * (`type: 'interactive'`, `interactive.button_reply.id`). Other messages are ignored.
 */
export function buttonRepliesIn(json: unknown): ButtonReply[] {
  return inboundMessagesIn(json).flatMap((m) => {
    const payload =
      m.type === 'button'
        ? m.button?.payload
        : m.type === 'interactive' && m.interactive?.type === 'button_reply'
          ? m.interactive.button_reply?.id
          : undefined;
    return payload ? [{ from: m.from.replace(/\D/g, ''), wamid: m.id, payload }] : [];
  });
}
