import type { Mailer } from '../platform/mail/types';
import type { MessageChannel } from './types';

/** Email over the store's SMTP mailer; without SMTP_URL the channel is unconfigured and rows stay in the outbox. */
export function createEmailChannel(mailer: Mailer): MessageChannel {
  return {
    channel: 'email',
    configured: mailer.kind === 'smtp',
    async send(message) {
      const { delivered } = await mailer.send({ to: message.to, subject: message.subject, text: message.text });
      if (!delivered) throw new Error('the mail server accepted no recipient');
      return { providerMessageId: null };
    },
  };
}
