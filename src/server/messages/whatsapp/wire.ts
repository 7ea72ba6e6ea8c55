import { z } from 'zod';

/**
 * The WhatsApp Cloud API's wire shapes, from Meta's published reference (Messages API and the
 * `messages` webhook field). Only this folder knows them.
 *
 * Send: `POST {WHATSAPP_API_URL}/{phone-number-id}/messages`, `Authorization: Bearer <token>`,
 * body `{ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template',
 * template: { name, language: { code }, components } }`; answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid...' }] }` or, on
 * failure, `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`.
 */
/** Meta refuses a text parameter with a newline or a tab, or more than four spaces in a row (error 132018). */
export const TEMPLATE_TEXT_REFUSED = /[\n\t]| {5,}/;
const textParameter = z.object({
  type: z.literal('text'),
  text: z
    .string()
    .min(1)
    .max(1024)
    .refine((text) => !TEMPLATE_TEXT_REFUSED.test(text)),
});
const imageParameter = z.object({ type: z.literal('image'), image: z.object({ link: z.string().url() }) });
/**
 * A quick-reply button's payload (`components: [{ type: 'button', sub_type: 'quick_reply', index,
 * parameters: [{ type: 'payload', payload }] }]`), handed back in the webhook's `button.payload`.
 * Ours are 55 characters; the cap here is a stand-in, not a number Meta publishes for this field.
 */
const payloadParameter = z.object({ type: z.literal('payload'), payload: z.string().min(1).max(256) });

export const sendTemplateRequestSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\+?\d{8,15}$/),
  type: z.literal('template'),
  template: z.object({
    name: z.string().regex(/^[a-z0-9_]{1,512}$/),
    language: z.object({ code: z.string().min(2), policy: z.literal('deterministic').optional() }),
    components: z
      .array(
        z
          .object({
            type: z.enum(['header', 'body', 'button']),
            // Buttons only: `url` with the URL's dynamic suffix as a text parameter, `index` '0'..'9'.
            sub_type: z.enum(['url', 'quick_reply', 'copy_code']).optional(),
            index: z.string().regex(/^\d$/).optional(),
            parameters: z.array(z.union([textParameter, imageParameter, payloadParameter])),
          })
          // A quick-reply button takes only its payload; a URL button only text.
          .refine(
            (c) =>
              c.type !== 'button' ||
              c.parameters.every((p) => (p.type === 'payload') === (c.sub_type === 'quick_reply')),
          ),
      )
      .optional(),
  }),
});
export type SendTemplateRequest = z.infer<typeof sendTemplateRequestSchema>;

/**
 * An interactive reply-buttons message (Meta's "Interactive reply buttons messages"): free-form, so
 * only inside the 24-hour customer service window the shopper's own message opens. Up to three
 * buttons, each `{ type: 'reply', reply: { id (at most 256 characters), title (at most 20) } }`,
 * unique ids and titles; the body text at most 1024 characters. A tap comes back in the webhook as
 * `interactive: { type: 'button_reply', button_reply: { id, title } }`.
 */
export const sendInteractiveRequestSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\+?\d{8,15}$/),
  type: z.literal('interactive'),
  interactive: z.object({
    type: z.literal('button'),
    header: z.object({ type: z.literal('text'), text: z.string().min(1).max(60) }).optional(),
    body: z.object({ text: z.string().min(1).max(1024) }),
    footer: z.object({ text: z.string().min(1).max(60) }).optional(),
    action: z.object({
      buttons: z
        .array(
          z.object({
            type: z.literal('reply'),
            reply: z.object({ id: z.string().min(1).max(256), title: z.string().min(1).max(20) }),
          }),
        )
        .min(1)
        .max(3)
        .refine((b) => new Set(b.map((x) => x.reply.id)).size === b.length, 'button ids must be unique')
        .refine((b) => new Set(b.map((x) => x.reply.title)).size === b.length, 'button titles must be unique'),
    }),
  }),
});
export type SendInteractiveRequest = z.infer<typeof sendInteractiveRequestSchema>;

export const sendResponseSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  // From v25.0 `wa_id` may be absent (business-scoped user ids); we only need the message id.
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string().optional() })).optional(),
  messages: z.array(z.object({ id: z.string(), message_status: z.string().optional() })).min(1),
});

export const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    code: z.number(),
    error_subcode: z.number().optional(),
    error_data: z.object({ details: z.string() }).partial().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/** A status update in the `messages` webhook: sent, delivered, read or failed, per wamid. */
export const statusSchema = z.object({
  id: z.string(),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string(),
  recipient_id: z.string(),
  errors: z.array(z.object({ code: z.number(), title: z.string(), message: z.string().optional() })).optional(),
});
export type WhatsAppStatus = z.infer<typeof statusSchema>;

/**
 * A message the shopper sent us, in the `messages` webhook's `value.messages`: `from` (their number,
 * digits), `id` (its wamid), `timestamp`, `type`, and for a tapped button either
 * `button: { payload, text }` (a template's quick reply) or
 * `interactive: { type: 'button_reply', button_reply: { id, title } }` (an interactive message's reply
 * button). `context: { from, id }` names the message whose button was tapped.
 */
export const inboundMessageSchema = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string(),
  type: z.string(),
  context: z.object({ from: z.string().optional(), id: z.string().optional() }).optional(),
  button: z.object({ payload: z.string(), text: z.string() }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
});

/** `{ object: 'whatsapp_business_account', entry: [{ id, changes: [{ field: 'messages', value }] }] }` */
export const webhookSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              messaging_product: z.literal('whatsapp'),
              metadata: z.object({ display_phone_number: z.string(), phone_number_id: z.string() }),
              // Status updates whose shape we do not know are skipped, not fatal.
              statuses: z.array(z.unknown()).optional(),
              // Messages the shopper sent (a tapped button among them); unknown shapes are skipped.
              messages: z.array(z.unknown()).optional(),
            })
            .passthrough(),
        }),
      ),
    }),
  ),
});

export type InboundMessage = z.infer<typeof inboundMessageSchema>;

/**
 * The shoppers' messages in a verified `messages` webhook body: every entry's `messages` change,
 * each message that has the shape above (others, and status updates, are left out).
 */
export function inboundMessagesIn(json: unknown): InboundMessage[] {
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return [];
  return parsed.data.entry
    .flatMap((entry) => entry.changes)
    .filter((change) => change.field === 'messages')
    .flatMap((change) => change.value.messages ?? [])
    .flatMap((raw) => {
      const one = inboundMessageSchema.safeParse(raw);
      return one.success ? [one.data] : [];
    });
}
