import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeShiprocket } from './fake-shiprocket';

/**
 * The fake Shiprocket as a process, for the shipping journey (scripts/e2e-shipping-server.mjs).
 * Beside the API, a control port the journey calls as the courier's day goes on: POST
 * /scan { awb, code } records a scan and sends the tracking webhook to FAKE_SHIPROCKET_STORE_URL
 * with the panel's token (x-api-key), as Shiprocket does; POST /down { down } takes it down or
 * brings it back; POST /slow { ms } answers every create that much later. Prints "ready <api url> <control url>".
 */
const store = process.env.FAKE_SHIPROCKET_STORE_URL ?? '';
const token = process.env.SHIPROCKET_WEBHOOK_TOKEN ?? '';
const fake = await startFakeShiprocket({
  email: process.env.SHIPROCKET_EMAIL,
  password: process.env.SHIPROCKET_PASSWORD,
});

const control = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    void (async () => {
      // Shiprocket down (every call answers 503) or back up: { down: boolean }.
      if (req.method === 'POST' && req.url === '/down') {
        fake.state.down = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { down: boolean }).down;
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ down: fake.state.down }));
      }
      // Creates answered late (ms), so a booking is seen under way: { ms: number }.
      if (req.method === 'POST' && req.url === '/slow') {
        fake.state.slowCreateMs = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { ms: number }).ms;
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ms: fake.state.slowCreateMs }));
      }
      if (req.method !== 'POST' || req.url !== '/scan') return res.writeHead(404).end();
      const { awb, code, location } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        awb: string;
        code: number;
        location?: string;
      };
      const body = fake.scan(awb, code, location);
      const sent = await fetch(`${store}/api/webhooks/courier-tracking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': token },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: sent.status }));
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
});
await new Promise<void>((done) =>
  control.listen(Number(process.env.FAKE_SHIPROCKET_CONTROL_PORT ?? 0), '127.0.0.1', done),
);
console.log(`ready ${fake.url} http://127.0.0.1:${(control.address() as AddressInfo).port}`);
const stop = () =>
  void Promise.all([fake.close(), new Promise((done) => control.close(done))]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
