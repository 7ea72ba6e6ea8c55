import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentViewSchema } from '../../../contracts/shipping';
import { findOrderByCart } from '../../orders/place-order';
import {
  shiprocketSettings,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../../shipping/shiprocket/testing/fake-shiprocket';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder, takeToProduction } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';
import { COURIER_WEBHOOK_PATH } from '../webhooks/courier-webhooks';

const TOKEN = 'panel-token-dispute-44';

/** The PDF's text as pdftotext (poppler) reads it, the way a courier's dispute desk would copy it out. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'dispute-pack-'));
  try {
    writeFileSync(join(dir, 'pack.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', join(dir, 'pack.pdf'), '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 44.3: the dispute pack of a Shiprocket parcel carries the courier's own scans (its date,
 * status, location and activity each), asked from Shiprocket's tracking when the pack is made, not
 * the shop's order timeline; with Shiprocket away, the scans its webhook brought stand.
 */
describe.each(testBackends)('the dispute pack of a Shiprocket parcel on $name', (backend) => {
  let t: TestApp;
  let fake: FakeShiprocket;
  let owner: StaffSession;
  let claimId: string;
  let awb: string;

  beforeAll(async () => {
    fake = await startFakeShiprocket();
    t = await buildTestApp(backend, shiprocketSettings(fake, TOKEN));
    owner = await signInAs(t.app, 'owner-dispute-scans');
    const cartId = await placeTestOrder(t.app, {
      fullName: 'Kavya Iyer',
      mobile: '98765 43219',
      email: 'kavya@example.com',
    });
    const orderId = await takeToProduction(t.app, owner, cartId);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/shipment`,
      headers: owner.headers,
    });
    awb = shipmentViewSchema.parse(booked.json()).shipment!.awb!;
    const hook = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: COURIER_WEBHOOK_PATH,
        headers: { 'x-api-key': TOKEN },
        payload: body as object,
      });
    expect((await hook(structuredClone(fake.scan(awb, 42, 'Jaipur_Hub (Rajasthan)')))).statusCode).toBe(200);
    // Shiprocket knows of the hub in Nagpur; its webhook for it never reached us.
    fake.scan(awb, 18, 'Nagpur_Hub (Maharashtra)');
    fake.scan(awb, 17, 'Pune_DC (Maharashtra)');
    const delivered = structuredClone(fake.scan(awb, 7, 'Pune_DC (Maharashtra)'));
    delivered.scans = delivered.scans.filter((s) => s['sr-status'] !== '18');
    expect((await hook(delivered)).statusCode).toBe(200);
    const order = await findOrderByCart(t.app.db, cartId);
    expect(order?.status).toBe('delivered');
    claimId = await t.app.claims.open({
      orderId,
      lineId: order!.lines[0]!.id,
      reason: 'damaged',
      note: 'Corner of the board split',
      photos: [
        await sharp({ create: { width: 80, height: 60, channels: 3, background: '#933' } })
          .jpeg()
          .toBuffer(),
      ],
      arrivesBy: null,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const pack = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/${claimId}/dispute-pack.pdf`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };
  const scanLine = (text: string, status: string, place: string, activity: string) =>
    new RegExp(
      `\\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2} [ap]m · ${status} · ${place.replace(/[()]/g, '\\$&')} · ${activity}`,
    ).test(text);

  it("lists each of Shiprocket's scans with its date, status, location and activity, the missed one too", async () => {
    const text = await pack();
    expect(text).toContain(`AWB ${awb}`);
    expect(text).toMatch(new RegExp(`As Shiprocket reports it for AWB ${awb}, asked at`));
    expect(scanLine(text, 'PICKED UP', 'Jaipur_Hub (Rajasthan)', 'Shipment picked up')).toBe(true);
    expect(scanLine(text, 'IN TRANSIT', 'Nagpur_Hub (Maharashtra)', 'In transit')).toBe(true);
    expect(scanLine(text, 'OUT FOR DELIVERY', 'Pune_DC (Maharashtra)', 'Out for delivery')).toBe(true);
    expect(scanLine(text, 'DELIVERED', 'Pune_DC (Maharashtra)', 'Delivered')).toBe(true);
    // Oldest first, as the courier's own record reads; and not our order timeline's words.
    expect(text.indexOf('PICKED UP')).toBeLessThan(text.indexOf('IN TRANSIT'));
    expect(text.indexOf('IN TRANSIT')).toBeLessThan(text.indexOf('· DELIVERED'));
    expect(text).not.toMatch(/· in production/);
    expect(fake.state.calls).toContain(`GET /courier/track/awb/${awb}`);
  });

  it('keeps the scans recorded so far, and says so, while Shiprocket cannot be asked', async () => {
    fake.state.down = true;
    try {
      const text = await pack();
      expect(text).toMatch(/its tracking could not be asked at/);
      expect(scanLine(text, 'DELIVERED', 'Pune_DC (Maharashtra)', 'Delivered')).toBe(true);
      expect(scanLine(text, 'IN TRANSIT', 'Nagpur_Hub (Maharashtra)', 'In transit')).toBe(true);
    } finally {
      fake.state.down = false;
    }
  });
});
