import { describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { OutboxMailer } from './outbox-mailer';

describe('the mailer without SMTP', () => {
  it('is chosen when SMTP_URL is unset, so the email channel keeps messages in the workspace outbox', () => {
    expect(createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Kaarigar <care@kaarigar.example>' }).kind).toBe('outbox');
  });

  // It used to write the mail into mail_outbox, a table nothing reads since the messages outbox
  // took its place: a message resumed after SMTP_URL was removed vanished there.
  it('refuses to send, saying why, instead of filing the mail where nobody reads it', async () => {
    const mailer = new OutboxMailer();
    await expect(mailer.send({ to: 'nisha@example.com', subject: 'Your proof', text: 'Hello' })).rejects.toThrow(
      'SMTP_URL is not set, so no email can be sent',
    );
  });
});
