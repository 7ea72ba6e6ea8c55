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
        z.object({
          type: z.enum(['header', 'body', 'button']),
          // Buttons only: `url` with the URL's dynamic suffix as a text parameter, `index` '0'..'9'.
          sub_type: z.enum(['url', 'quick_reply', 'copy_code']).optional(),
          index: z.string().regex(/^\d$/).optional(),
          parameters: z.array(z.union([textParameter, imageParameter])),
        }),
      )
      .optional(),
  }),
});
export type SendTemplateRequest = z.infer<typeof sendTemplateRequestSchema>;

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
            })
            .passthrough(),
        }),
      ),
    }),
  ),
});
