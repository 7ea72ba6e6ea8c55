export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The order the message is about, so the workspace can show it with the order. */
  orderId?: string;
}

/** How shopper mail is sent: an SMTP server, or (`outbox`) none, and email waits in the messages outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** `delivered` is true when an SMTP server accepted the message. */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
  close(): void;
}
