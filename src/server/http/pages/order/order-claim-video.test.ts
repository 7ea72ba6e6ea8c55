import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClaimResponseSchema } from '../../../../contracts/claims';
import { CLAIM_LIMITS } from '../../../../contracts/claims';
import { issueInvoice } from '../../../invoices/invoice-service';
import { orderPageToken } from '../../../orders/order-link';
import { findOrderByCart } from '../../../orders/place-order';
import { claims } from '../../../platform/db/schema';
import { forgetOrderPhotos } from '../../../privacy/order-photos';
import { sweepShopperPhotos } from '../../../privacy/retention';
import { saveShopSettings } from '../../../shop-settings/settings-service';
import { signInAs, type StaffSession } from '../../../testing/admin-kit';
import { multipart, type Part } from '../../../testing/multipart-body';
import { deliverTestOrder, placeTestOrder } from '../../../testing/order-kit';
import { TEST_SETTINGS } from '../../../testing/shop-settings-kit';
import { buildTestApp, testBackends, type TestApp } from '../../../testing/test-app';
import { FILMED_AT, FILMED_TITLE, mp4Video, webmVideo } from '../../../testing/video-files';

const DAY = 86_400_000;

describe.each(testBackends)('a claim with one short video on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let token: string;
  let orderId: string;
  let lineId: string;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'asha-owner');
    await saveShopSettings(t.app.db, TEST_SETTINGS);
    const cartId = await placeTestOrder(t.app, { fullName: 'Meera Iyer', mobile: '9876543211' });
    const order = await findOrderByCart(t.app.db, cartId);
    if (!order?.lines[0]) throw new Error('no order');
    orderId = order.id;
    lineId = order.lines[0].id;
    await deliverTestOrder(t.app, owner, orderId);
    await issueInvoice(t.app, orderId);
    token = await orderPageToken(t.app.db, orderId);
  });
  afterAll(() => t.close());

  const report = (evidence: Part[], lang?: 'hi') =>
    t.app.inject({
      method: 'POST',
      url: `/order/${token}/claim`,
      ...multipart([
        ...(lang ? [{ name: 'lang', value: lang }] : []),
        { name: 'lineId', value: lineId },
        { name: 'reason', value: 'damaged' },
        { name: 'note', value: 'Opened it on camera: the board is cracked.' },
        ...evidence,
      ]),
    });
  const video = (body: Buffer, filename = 'unboxing.mp4', type = 'video/mp4') => ({
    name: 'video',
    filename,
    type,
    body,
  });
  const noClaim = async () =>
    expect(await t.app.db.select().from(claims).where(eq(claims.orderId, orderId))).toEqual([]);

  it('offers a video beside the photos: record with the back camera, or choose one', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/order/${token}` });
    expect(page.body).toContain('Or one short video');
    const record = /<input id="claim-video-record"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(record).toContain('capture="environment"');
    expect(record).toContain('accept="video/mp4,video/quicktime,video/webm"');
    expect(record).toContain('name="video"');
    expect(page.body).toContain('<label for="claim-video-record">Record a video now<input');
    const choose = /<label for="claim-video">Or choose a video you recorded<input[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(choose).toContain('name="video"');
    expect(choose).not.toContain('capture');
    expect((await t.app.inject({ method: 'GET', url: `/order/${token}?lang=hi` })).body).toContain('अभी वीडियो बनाएँ');
  });

  it('refuses a PDF named .mp4 by its bytes, at the video field, in Hindi', async () => {
    const res = await report([video(Buffer.from('%PDF-1.7\n%%EOF'), 'crack.mp4')], 'hi');
    expect(res.statusCode).toBe(415);
    expect(res.body).toContain('यह फ़ाइल वीडियो नहीं है');
    expect(res.body).toContain('id="claim-video-error" role="alert"');
    await noClaim();
  });

  it('refuses a video over 60 seconds, one over 25 MB, and photos with a video', async () => {
    const long = await report([video(mp4Video({ seconds: 75 }))]);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('The video is too long: 60 seconds at most.');
    const big = Buffer.concat([mp4Video({ seconds: 10 }), Buffer.alloc(CLAIM_LIMITS.videoMaxBytes)]);
    const large = await report([video(big)]);
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain('The video is too large: 25 MB at most.');
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const both = await report([
      { name: 'photos', filename: 'a.jpg', type: 'image/jpeg', body: photo },
      video(mp4Video()),
    ]);
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('Send up to 4 photos or one video, not both.');
    await noClaim();
  });

  it('keeps a WebM without where it was filmed, privately, and shows it to the owner as a video', async () => {
    const res = await report([
      { name: 'video', filename: '', type: 'application/octet-stream', body: Buffer.alloc(0) },
      video(webmVideo({ clustersMs: [0, 4000] }), 'VID_2026.bin', 'application/octet-stream'),
    ]);
    expect(res.statusCode, res.body).toBe(303);
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.orderId, orderId));
    expect(claim?.evidenceKind).toBe('video');
    const key = claim?.evidenceKeys[0] ?? '';
    expect(key).toMatch(/^uploads\/[A-Za-z0-9_-]{22}\.webm$/);
    const kept = await t.app.objectStore.get(key);
    expect(kept?.body.includes(Buffer.from(FILMED_AT))).toBe(false);
    expect(kept?.body.includes(Buffer.from(FILMED_TITLE))).toBe(false);

    // A bare link is a 404; the workspace's signed one plays, in ranges as a video element asks.
    expect((await t.app.inject({ method: 'GET', url: `/objects/${key}` })).statusCode).toBe(404);
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/claims/${claim?.id}`, headers: owner.headers });
    const evidence = adminClaimResponseSchema.parse(listed.json()).claim.evidence;
    expect(evidence).toEqual([
      { kind: 'video', url: expect.stringMatching(/^\/objects\/uploads\/.+\.webm\?e=\d+&s=/) },
    ]);
    const url = evidence[0]?.url ?? '';
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${kept?.body.length}`);
    expect(part.rawPayload.equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(kept?.body.subarray(-10) ?? Buffer.alloc(0))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${kept?.body.length}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('sends the video beside the dispute pack in one ZIP, the PDF naming it', async () => {
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.orderId, orderId));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/${claim?.id}/dispute-pack.zip`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const dir = mkdtempSync(join(tmpdir(), 'pack-'));
    try {
      writeFileSync(join(dir, 'pack.zip'), res.rawPayload);
      const listing = execFileSync('unzip', ['-Z1', join(dir, 'pack.zip')])
        .toString()
        .trim()
        .split('\n');
      expect(listing).toEqual([
        expect.stringMatching(/^dispute-KG-\d+-\w+\.pdf$/),
        expect.stringMatching(/^dispute-KG-\d+-\w+-video\.webm$/),
      ]);
      execFileSync('unzip', ['-q', join(dir, 'pack.zip'), '-d', dir]);
      const kept = await t.app.objectStore.get(claim?.evidenceKeys[0] ?? '');
      expect(readFileSync(join(dir, listing[1] ?? '')).equals(kept?.body ?? Buffer.alloc(0))).toBe(true);
      const text = execFileSync('pdftotext', [join(dir, listing[0] ?? ''), '-']).toString();
      expect(text.replace(/\s+/g, ' ')).toContain(
        `the shopper's video (${listing[1]}, beside this PDF in the pack's ZIP)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the video through the upload sweep while the claim needs it, and erases it with the order’s photos', async () => {
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.orderId, orderId));
    const key = claim?.evidenceKeys[0] ?? '';
    // Past the upload days (30) but within the order photos' (180): an unneeded upload would go.
    await sweepShopperPhotos({ db: t.app.db, store: t.app.objectStore }, new Date(Date.now() + 40 * DAY));
    expect(await t.app.objectStore.exists(key)).toBe(true);
    await forgetOrderPhotos({ db: t.app.db, store: t.app.objectStore }, orderId);
    expect(await t.app.objectStore.exists(key)).toBe(false);
    const [after] = await t.app.db
      .select()
      .from(claims)
      .where(eq(claims.id, claim?.id ?? ''));
    expect(after?.evidenceKeys).toEqual([]);
  });
});
