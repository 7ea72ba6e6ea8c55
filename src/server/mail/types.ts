export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The order the message is about, so the workspace can show it with the order. */
  orderId?: string;
}

/** Where shopper mail goes: an SMTP server, or the outbox table the workspace shows. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** `delivered` is true when an SMTP server accepted the message. */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
  close(): void;
}
