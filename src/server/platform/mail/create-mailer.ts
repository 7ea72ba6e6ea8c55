import type { AppConfig } from '../config';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';
import type { Mailer } from './types';

/** SMTP when SMTP_URL is set; else none, and shopper email waits in the messages outbox. */
export function createMailer(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  if (config.SMTP_URL) {
    const protocol = new URL(config.SMTP_URL).protocol;
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
    }
    return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  }
  return new OutboxMailer();
}
