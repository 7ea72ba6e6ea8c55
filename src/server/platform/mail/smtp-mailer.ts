import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './types';

/** Sends through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<{ delivered: boolean }> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    return { delivered: (info.accepted?.length ?? 0) > 0 };
  }

  close(): void {
    this.transport.close();
  }
}
