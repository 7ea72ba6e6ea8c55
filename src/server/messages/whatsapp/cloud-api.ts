import type { MessageChannel, OutgoingMessage } from '../types';
import { graphErrorSchema, sendResponseSchema, type SendInteractiveRequest, type SendTemplateRequest } from './wire';

/** Graph API error 131047: more than 24 hours since the shopper last wrote, so free-form is refused. */
const WINDOW_CLOSED = 131047;

class GraphRefusal extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

export interface WhatsAppConfig {
  apiUrl: string;
  token?: string;
  phoneNumberId?: string;
}

/**
 * WhatsApp messages through the Cloud API: a template, or (issue 28) the interactive reply-buttons
 * message the service set for a shopper inside their 24-hour window, falling back to the template
 * when Meta says the window has closed after all. Unconfigured without a token and phone number id.
 */
export function createWhatsAppChannel(config: WhatsAppConfig, fetchImpl: typeof fetch = fetch): MessageChannel {
  const { token, phoneNumberId } = config;
  return {
    channel: 'whatsapp',
    configured: Boolean(token && phoneNumberId),
    async send(message: OutgoingMessage) {
      if (!token || !phoneNumberId) throw new Error('WhatsApp is not configured');
      if (!message.template) throw new Error('a WhatsApp message needs its template');
      const post = async (body: SendTemplateRequest | SendInteractiveRequest) => {
        const res = await fetchImpl(
          `${config.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(15_000),
          },
        );
        const json: unknown = await res.json().catch(() => null);
        if (!res.ok) {
          const failure = graphErrorSchema.safeParse(json);
          throw new GraphRefusal(
            failure.success
              ? `WhatsApp refused the message: ${failure.data.error.message} (code ${failure.data.error.code})`
              : `WhatsApp answered ${res.status}`,
            failure.success ? failure.data.error.code : null,
          );
        }
        const sent = sendResponseSchema.parse(json);
        return { providerMessageId: sent.messages[0]?.id ?? null };
      };
      const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to } as const;
      if (message.interactive)
        try {
          return await post({
            ...base,
            type: 'interactive',
            interactive: {
              type: 'button',
              body: { text: message.interactive.body },
              action: {
                buttons: message.interactive.buttons.map((b) => ({ type: 'reply' as const, reply: b })),
              },
            },
          });
        } catch (err) {
          if (!(err instanceof GraphRefusal && err.code === WINDOW_CLOSED)) throw err;
        }
      return post({ ...base, type: 'template', template: message.template });
    },
  };
}
