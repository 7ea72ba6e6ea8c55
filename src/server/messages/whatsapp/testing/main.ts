import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGE_EVENTS } from '../../types';
import { startFakeCloudApi } from './fake-cloud-api';

/**
 * The fake WhatsApp Cloud API as a process, for the pay-on-delivery journey
 * (scripts/e2e-whatsapp-server.mjs). Beside the API, a control port the journey calls as the
 * shopper's phone: GET /sent?to=<number> lists the template messages sent to that number, and
 * POST /reply { from, kind, payload, title } taps a button: Meta's `messages` webhook, signed with
 * the app secret, is sent to FAKE_WHATSAPP_STORE_URL as Meta sends it. Prints "ready <api url> <control url>".
 */
const store = process.env.FAKE_WHATSAPP_STORE_URL ?? '';
const appSecret = process.env.WHATSAPP_APP_SECRET ?? '';
const prefix = process.env.WHATSAPP_TEMPLATE_PREFIX ?? 'kaarigar_';
// Every template the shop sends, approved in both languages (docs/messages.md lists them).
const names = [
  ...MESSAGE_EVENTS,
  'proof_sent_text',
  'paid_balance',
  'review_request',
  'cod_confirm',
  'checkout_reminder',
  'checkout_reminder_offer',
];
const fake = await startFakeCloudApi({
  token: process.env.WHATSAPP_TOKEN ?? '',
  phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID ?? '',
  approved: names.flatMap((name) => [`${prefix}${name}:en`, `${prefix}${name}:hi`]),
});

const control = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'GET' && url.pathname === '/sent') {
        const to = url.searchParams.get('to');
        return json(200, { sent: fake.sent.filter((s) => !to || s.body.to === to).map((s) => s.body) });
      }
      if (req.method !== 'POST' || url.pathname !== '/reply') return res.writeHead(404).end();
      const reply = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        from: string;
        kind: 'quick_reply' | 'interactive';
        payload: string;
        title: string;
      };
      const { body, headers } = fake.buttonReplyWebhook(reply, appSecret);
      const sent = await fetch(`${store}/api/webhooks/whatsapp`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(5000),
      });
      return json(200, { status: sent.status });
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
});
await new Promise<void>((done) =>
  control.listen(Number(process.env.FAKE_WHATSAPP_CONTROL_PORT ?? 0), '127.0.0.1', done),
);
console.log(`ready ${fake.url} http://127.0.0.1:${(control.address() as AddressInfo).port}`);
const stop = () =>
  void Promise.all([fake.close(), new Promise((done) => control.close(done))]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
