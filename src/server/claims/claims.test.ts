import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderByCart } from '../orders/place-order';
import { claims, orders, orderLines } from '../platform/db/schema';
import { SIGN_IN_ROUTES, signInAs, type StaffSession } from '../testing/admin-kit';
import { DELIVER_ORDER_ROUTES, deliverTestOrder, PLACE_ORDER_ROUTES, placeTestOrder } from '../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { ALREADY_DECIDED } from './claim-decision';
import { ClaimRefused } from './claim-service';
import type { ClaimReason } from '../../contracts/claims';
import { issueInvoice } from '../invoices/invoice-service';
import { creditNotes, invoices, messages } from '../platform/db/schema';
import { saveShopSettings } from '../shop-settings/settings-service';
import { TEST_SETTINGS } from '../testing/shop-settings-kit';

const DAY = 86_400_000;
const photo = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const OWNER = { name: 'asha-owner', userId: null };

/** The only routes these tests call (buildTestApp's `routes`): the kits' sign-in, checkout and workspace order routes. */
const routes = [...SIGN_IN_ROUTES, ...PLACE_ORDER_ROUTES, ...DELIVER_ORDER_ROUTES] as const;

describe.each(testBackends)('claims on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;

  beforeAll(async () => {
    t = await buildTestApp(backend, {}, {}, { routes });
    owner = await signInAs(t.app, 'asha-owner');
  });
  afterAll(() => t.close());

  async function order(status: 'delivered' | 'placed' = 'delivered') {
    const cartId = await placeTestOrder(t.app, { fullName: 'Priya Nair', mobile: '9876543210' });
    const placed = await findOrderByCart(t.app.db, cartId);
    if (!placed?.lines[0]) throw new Error('no order');
    if (status === 'delivered') await deliverTestOrder(t.app, owner, placed.id);
    return { orderId: placed.id, lineId: placed.lines[0].id };
  }
  const report = (
    piece: { orderId: string; lineId: string },
    reason: ClaimReason,
    photos: Buffer[] = [],
    extra: { arrivesBy?: string | null; now?: Date } = {},
  ) =>
    t.app.claims.open(
      { ...piece, reason, note: 'The board came cracked', photos, arrivesBy: extra.arrivesBy ?? null },
      extra.now,
    );
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (err: unknown) => (err instanceof ClaimRefused ? err.refusal : `${(err as Error).message}`),
    );

  it('takes a report on a delivered piece with two photos, re-encoded, and only one open claim per piece', async () => {
    const piece = await order();
    const id = await report(piece, 'damaged', [await photo('#a33'), await photo('#3a3')]);
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, id));
    expect(row?.state).toBe('open');
    expect(row?.evidenceKeys).toHaveLength(2);
    for (const key of row?.evidenceKeys ?? []) {
      expect(key).toMatch(/^uploads\/[A-Za-z0-9_-]+\.webp$/);
      const kept = await t.app.objectStore.get(key);
      expect((await sharp(kept?.body).metadata()).format).toBe('webp');
    }
    expect(await refusal(report(piece, 'quality'))).toBe('already_open');
  });

  it('refuses a PDF sent as a photo at its own field, and keeps nothing', async () => {
    const piece = await order();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');
    const err = await report(piece, 'damaged', [await photo('#333'), pdf]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'unsupported_media', field: 'photos.1' });
    expect(await t.app.db.select().from(claims).where(eq(claims.orderLineId, piece.lineId))).toEqual([]);
  });

  it('refuses a report before delivery, and "not received" before the promised day', async () => {
    const piece = await order('placed');
    expect(await refusal(report(piece, 'damaged'))).toBe('not_delivered');
    expect(await refusal(report(piece, 'not_received'))).toBe('not_delivered');
  });

  it('takes "not received" on a dispatched parcel only once its promised day has passed', async () => {
    const piece = await order('placed');
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${piece.orderId}/proof`,
      headers: owner.headers,
    });
    expect(proof.statusCode).toBe(200);
    for (const status of ['approved', 'in_production', 'dispatched']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${piece.orderId}/status`,
        headers: owner.headers,
        payload:
          status === 'dispatched'
            ? { status, shipment: { courier: 'delhivery', trackingNumber: '9876543210123' } }
            : { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    const now = new Date();
    expect(await refusal(report(piece, 'not_received', [], { arrivesBy: '2999-01-01' }))).toBe('not_yet_due');
    expect(await refusal(report(piece, 'damaged', [], { arrivesBy: '2000-01-01' }))).toBe('not_delivered');
    expect(await refusal(report(piece, 'not_received', [], { arrivesBy: '2000-01-01', now }))).toBe('accepted');
  });

  it('refuses a report after the window (7 days after delivery by default)', async () => {
    const piece = await order();
    const late = new Date(Date.now() + 8 * DAY);
    expect(await refusal(report(piece, 'damaged', [], { now: late }))).toBe('window_closed');
  });

  it('lets one of two owners deciding at once win; the other reads the decision', async () => {
    const piece = await order();
    const id = await report(piece, 'wrong_personalisation');
    const [before] = await t.app.db.select().from(orders).where(eq(orders.id, piece.orderId));
    const results = await Promise.allSettled([
      t.app.claims.decide(id, { decision: 'remake', fault: 'shop' }, OWNER),
      t.app.claims.decide(
        id,
        { decision: 'decline', fault: 'shopper', declineReason: 'The name was typed so.' },
        OWNER,
      ),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(String((lost[0] as PromiseRejectedResult).reason)).toContain(ALREADY_DECIDED);
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.id, id));
    const remakes = await t.app.db.select().from(orders).where(eq(orders.remakeOf, piece.orderId));
    // Whichever won, the claim and the remake agree: a remake order exists only for a remake.
    expect(remakes).toHaveLength(claim?.decision === 'remake' ? 1 : 0);
    const [after] = await t.app.db.select().from(orders).where(eq(orders.id, piece.orderId));
    expect(after?.totalAmount).toBe(before?.totalAmount);
  });

  it('remakes as a linked zero-value order straight to the maker', async () => {
    const piece = await order();
    const id = await report(piece, 'damaged', [await photo('#a33')]);
    const decided = await t.app.claims.decide(
      id,
      { decision: 'remake', fault: 'courier', remakeCostPaise: 45000 },
      OWNER,
    );
    const [remake] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, decided.remakeOrderId ?? ''));
    expect(remake).toMatchObject({
      remakeOf: piece.orderId,
      status: 'approved',
      totalAmount: '0.00',
      paymentStatus: 'paid',
    });
    const lines = await t.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, remake?.id ?? ''));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.unitPrice).toBe('0.00');
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.id, id));
    expect(claim).toMatchObject({ state: 'resolved', fault: 'courier', costPaise: 45000 });
  });

  it('refunds a pay-on-delivery piece only as a recorded payout, never above what was paid, then refuses the piece', async () => {
    const piece = await order();
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.id, piece.lineId));
    const paid = Math.round(Number(line?.unitPrice) * 100) * (line?.quantity ?? 1) + (line?.adjustmentPaise ?? 0);
    const id = await report(piece, 'quality');
    await expect(
      t.app.claims.decide(id, { decision: 'refund', fault: 'workshop', refundPaise: 1000 }, OWNER),
    ).rejects.toMatchObject({
      field: 'payout',
    });
    await expect(
      t.app.claims.decide(
        id,
        {
          decision: 'refund',
          fault: 'workshop',
          refundPaise: paid + 1,
          payout: { method: 'upi', reference: 'UPI123456' },
        },
        OWNER,
      ),
    ).rejects.toMatchObject({ field: 'refundPaise' });
    await t.app.claims.decide(
      id,
      { decision: 'refund', fault: 'workshop', refundPaise: paid, payout: { method: 'upi', reference: 'UPI123456' } },
      OWNER,
    );
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.id, id));
    expect(claim).toMatchObject({
      refundPaise: paid,
      refundMethod: 'upi',
      refundReference: 'UPI123456',
      costPaise: paid,
    });
    expect(await refusal(report(piece, 'other'))).toBe('fully_refunded');
  });

  it('documents a partial refund of a taxed piece with a credit note in its own series, the invoice untouched', async () => {
    await saveShopSettings(t.app.db, TEST_SETTINGS);
    const piece = await order();
    const invoice = await issueInvoice(t.app, piece.orderId);
    const [invoiceBefore] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, piece.orderId));
    const id = await report(piece, 'damaged');
    await t.app.claims.decide(
      id,
      { decision: 'both', fault: 'courier', refundPaise: 50000, payout: { method: 'bank', reference: 'NEFT-7781' } },
      OWNER,
    );
    const [note] = await t.app.db.select().from(creditNotes).where(eq(creditNotes.claimId, id));
    expect(note?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(note?.amountPaise).toBe(50000);
    const doc = note?.document as {
      invoiceNumber: string;
      line: {
        grossPaise: number;
        taxablePaise: number;
        centralPaise: number;
        localPaise: number;
        integratedPaise: number;
      };
    };
    expect(doc.invoiceNumber).toBe(invoice.number);
    const l = doc.line;
    expect(l.grossPaise).toBe(50000);
    expect(l.taxablePaise + l.centralPaise + l.localPaise + l.integratedPaise).toBe(50000);
    expect(l.taxablePaise).toBeLessThan(50000);
    const [invoiceAfter] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, piece.orderId));
    expect(invoiceAfter).toEqual(invoiceBefore);
    // A second piece's refund takes the next number: the series has no gaps.
    const other = await order();
    await issueInvoice(t.app, other.orderId);
    const second = await report(other, 'quality');
    await t.app.claims.decide(
      second,
      { decision: 'refund', fault: 'workshop', refundPaise: 1000, payout: { method: 'upi', reference: 'UPI99887766' } },
      OWNER,
    );
    const [next] = await t.app.db.select().from(creditNotes).where(eq(creditNotes.claimId, second));
    const seq = (n?: string) => Number(n?.split('/')[2]);
    expect(seq(next?.number)).toBe(seq(note?.number) + 1);
  });

  it('tells the shopper through the outbox: the claim received and the decision, in their language', async () => {
    const cartId = await placeTestOrder(
      t.app,
      { fullName: 'Priya Nair', mobile: '9876543210', email: 'priya@example.in' },
      { form: { language: 'hi' } },
    );
    const placed = await findOrderByCart(t.app.db, cartId);
    if (!placed?.lines[0]) throw new Error('no order');
    await deliverTestOrder(t.app, owner, placed.id);
    const id = await report({ orderId: placed.id, lineId: placed.lines[0].id }, 'damaged');
    await t.app.claims.decide(id, { decision: 'remake', fault: 'courier' }, OWNER);
    await t.app.backgroundWork.settled();
    const rows = await t.app.db.select().from(messages).where(eq(messages.orderId, placed.id));
    const claimRows = rows.filter((r) => r.event.startsWith('claim_'));
    expect(claimRows.map((r) => r.event).sort()).toEqual(['claim_decided', 'claim_received']);
    const decided = claimRows.find((r) => r.event === 'claim_decided');
    expect(decided?.language).toBe('hi');
    expect(decided?.text).toContain('दोबारा बना रहे हैं');
  });
});
