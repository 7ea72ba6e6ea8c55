import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer, MailMessage } from './types';

/** Without SMTP, mail is kept for the owner to read in the workspace and send by hand. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(private readonly db: Database) {}

  async send(message: MailMessage): Promise<{ delivered: boolean }> {
    await this.db.insert(mailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      orderId: message.orderId ?? null,
    });
    return { delivered: false };
  }

  close(): void {}
}
