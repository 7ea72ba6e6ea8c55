import type { Mailer, MailMessage } from './types';

/**
 * The mailer when SMTP_URL is unset. The email channel is then unconfigured, so shopper email
 * waits in the messages outbox (`messages`, state `outbox`) for the owner to send by hand, and
 * this mailer is never asked to send. If it is (a message queued while SMTP was set, resumed
 * after it was removed), it refuses, so the message is marked failed with why. It no longer
 * files mail in the legacy `mail_outbox` table, which nothing reads (see db/schema/messages.ts).
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  send(message: MailMessage): Promise<{ delivered: boolean }> {
    return Promise.reject(new Error(`SMTP_URL is not set, so no email can be sent (to ${message.to})`));
  }

  close(): void {}
}
