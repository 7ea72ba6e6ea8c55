import type { MessageChannel, OutgoingMessage } from '../types';
import { graphErrorSchema, sendResponseSchema, type SendTemplateRequest } from './wire';

export interface WhatsAppConfig {
  apiUrl: string;
  token?: string;
  phoneNumberId?: string;
}

/** WhatsApp template messages through the Cloud API; unconfigured without a token and phone number id. */
export function createWhatsAppChannel(config: WhatsAppConfig, fetchImpl: typeof fetch = fetch): MessageChannel {
  const { token, phoneNumberId } = config;
  return {
    channel: 'whatsapp',
    configured: Boolean(token && phoneNumberId),
    async send(message: OutgoingMessage) {
      if (!token || !phoneNumberId) throw new Error('WhatsApp is not configured');
      if (!message.template) throw new Error('a WhatsApp message needs its template');
      const body: SendTemplateRequest = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: message.template,
      };
      const res = await fetchImpl(`${config.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const json: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const failure = graphErrorSchema.safeParse(json);
        throw new Error(
          failure.success
            ? `WhatsApp refused the message: ${failure.data.error.message} (code ${failure.data.error.code})`
            : `WhatsApp answered ${res.status}`,
        );
      }
      const sent = sendResponseSchema.parse(json);
      return { providerMessageId: sent.messages[0]?.id ?? null };
    },
  };
}
