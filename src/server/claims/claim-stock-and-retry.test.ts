import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, creditNotes, orderLines } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { SIGN_IN_ROUTES, signInAs, type StaffSession } from '../testing/admin-kit';
import { DELIVER_ORDER_ROUTES, deliveredTestPiece, PLACE_ORDER_ROUTES } from '../testing/order-kit';
import { TEST_SETTINGS } from '../testing/shop-settings-kit';
import { setStock, stockOf } from '../testing/stock-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { issueInvoice } from '../invoices/invoice-service';
import { saveShopSettings } from '../shop-settings/settings-service';
import { listClaims } from './claim-list';
import { createClaims, type ClaimChange } from './create-claims';

const OWNER = { name: 'asha-owner', userId: null };

/** The only routes these tests call (buildTestApp's `routes`): the kits' sign-in, checkout and workspace order routes. */
const routes = [...SIGN_IN_ROUTES, ...PLACE_ORDER_ROUTES, ...DELIVER_ORDER_ROUTES] as const;

describe.each(testBackends)('a remake takes stock, a failed online refund is retried, on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend, {}, {}, { routes });
    owner = await signInAs(t.app, 'asha-owner');
  });
  afterAll(() => t.close());

  const deliveredPiece = () => deliveredTestPiece(t.app, owner, { fullName: 'Priya Nair', mobile: '9876543210' });
  const report = (piece: { orderId: string; lineId: string }) =>
    t.app.claims.open({ ...piece, reason: 'damaged', note: 'Cracked', photos: [], arrivesBy: null });

  it('takes the remade piece from stock, and refuses the remake when none is left', async () => {
    const piece = await deliveredPiece();
    await setStock(t.app, piece.variantId, 5);
    const decided = await t.app.claims.decide(await report(piece), { decision: 'remake', fault: 'courier' }, OWNER);
    expect(await stockOf(t.app, piece.variantId)).toBe(5 - piece.quantity);
    const [remakeLine] = await t.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, decided.remakeOrderId ?? ''));
    expect(remakeLine?.stockReserved).toBe(piece.quantity);

    const other = await deliveredPiece();
    await setStock(t.app, other.variantId, 0);
    const id = await report(other);
    await expect(t.app.claims.decide(id, { decision: 'remake', fault: 'courier' }, OWNER)).rejects.toThrow(
      /out of stock: add stock to it in Products/,
    );
    const [still] = await t.app.db.select().from(claims).where(eq(claims.id, id));
    expect(still?.state).toBe('open');
    await setStock(t.app, other.variantId, null);
  });

  it('keeps the decision when the online refund fails, tells the shopper of it, and of the refund once the retry sends it', async () => {
    await saveShopSettings(t.app.db, TEST_SETTINGS);
    const piece = await deliveredPiece();
    await issueInvoice(t.app, piece.orderId);
    const changes: ClaimChange['kind'][] = [];
    const sent: number[] = [];
    let providerUp = false;
    // The claims seam's refunds, as payments/payment-service.ts answers them: the order's own provider
    // is the online one here, and it refuses (upstream_failed) until it is up again.
    const claimsWithOnline = createClaims({
      db: t.app.db,
      store: t.app.objectStore,
      sanitize: t.app.uploads.sanitize,
      orders: t.app.orders,
      refunds: {
        onlineProvider: 'pay_on_delivery',
        refundableLeft: () => Promise.resolve(10_000_000),
        refundPart: (_orderId, amount) => {
          if (!providerUp)
            return Promise.reject(
              new DomainError('upstream_failed', 'Razorpay did not accept the refund. Please try again.'),
            );
          sent.push(amount);
          return Promise.resolve({ refundId: 'rfnd_TEST0001' });
        },
      },
      onChange: (change) => changes.push(change.kind),
    });
    const id = await claimsWithOnline.open({ ...piece, reason: 'quality', note: '', photos: [], arrivesBy: null });
    const decided = await claimsWithOnline.decide(
      id,
      { decision: 'refund', fault: 'workshop', refundPaise: 5000 },
      OWNER,
    );
    expect(decided.refundError).toBe('Razorpay did not accept the refund. Please try again.');
    expect(changes).toEqual(['received', 'decided']);
    const [listed] = await listClaims(t.app.db, t.app.photoLinks, { claimId: id });
    expect(listed).toMatchObject({
      state: 'resolved',
      refundPending: true,
      refundReference: null,
      creditNoteNumber: null,
    });

    await expect(claimsWithOnline.retryRefund(id)).rejects.toThrow('did not accept');
    expect(changes).toEqual(['received', 'decided']);
    providerUp = true;
    await claimsWithOnline.retryRefund(id);
    expect(sent).toEqual([5000]);
    expect(changes).toEqual(['received', 'decided', 'refund_sent']);
    const [after] = await listClaims(t.app.db, t.app.photoLinks, { claimId: id });
    expect(after).toMatchObject({ refundPending: false, refundReference: 'rfnd_TEST0001' });
    expect(after?.creditNoteNumber).toMatch(/^CN\//);
    // A second Retry sends nothing and tells no one again.
    await expect(claimsWithOnline.retryRefund(id)).rejects.toThrow('There is no online refund waiting');
    expect(sent).toEqual([5000]);
    expect(await t.app.db.select().from(creditNotes).where(eq(creditNotes.claimId, id))).toHaveLength(1);
  });
});
