import type { InteractiveCall, TemplateCall } from '../types';
import { inboundMessagesIn } from './wire';

/** Meta's limits for a reply-buttons message: body text, button titles. */
const BODY_MAX = 1024;
/** The same words as the approved template's quick-reply buttons (docs/messages.md), within 20 characters. */
const TITLES = {
  en: { confirm: 'Confirm order', cancel: 'Cancel order' },
  hi: { confirm: 'ऑर्डर पक्का करें', cancel: 'ऑर्डर रद्द करें' },
} as const;

/**
 * The request to confirm as a free-form interactive message with the template's two buttons, for a
 * shopper whose 24-hour customer service window is open: the message's own text as its body, and
 * each quick reply's payload as a reply button's id, so the webhook reads the same answer
 * (`interactive.button_reply.id`). Null for a template with no quick-reply buttons.
 */
export function interactiveFromTemplate(template: TemplateCall, text: string): InteractiveCall | null {
  const titles = template.language.code === 'hi' ? TITLES.hi : TITLES.en;
  const buttons = template.components.flatMap((c) => {
    if (c.type !== 'button' || c.sub_type !== 'quick_reply') return [];
    const parameter = c.parameters[0];
    if (parameter?.type !== 'payload') return [];
    const answer = parameter.payload.startsWith('cod_cancel:') ? 'cancel' : 'confirm';
    return [{ id: parameter.payload, title: titles[answer] }];
  });
  if (buttons.length === 0) return null;
  const body = text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text;
  return { body, buttons };
}

/** Who wrote to the shop in a verified `messages` webhook body, and when (any message, a button tap too). */
export function inboundSendersIn(json: unknown): { from: string; at: Date }[] {
  return inboundMessagesIn(json).flatMap((m) => {
    const seconds = Number(m.timestamp);
    return Number.isFinite(seconds) ? [{ from: m.from.replace(/\D/g, ''), at: new Date(seconds * 1000) }] : [];
  });
}
