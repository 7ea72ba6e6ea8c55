import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptProofResponseSchema, sendProofResponseSchema } from '../../../contracts/admin';
import { proofTokens } from '../../platform/db/schema';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** Issue 45.10: the proof link stays on the order after the owner leaves its page. */
describe.each(testBackends)('the proof link kept on the order on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend, { PUBLIC_URL: 'https://shop.example' });
    owner = await signInAs(t.app, 'owner-kept');
    maker = await signInAs(t.app, 'maker-kept', 'maker');
  });
  afterAll(async () => t?.close());

  async function orderFor(name: string): Promise<string> {
    await placeTestOrder(t.app, { fullName: name, mobile: '98765 43210' });
    const res = await t.app.inject({ url: `/api/admin/orders?q=${name}`, headers: { cookie: owner.cookie } });
    return res.json<{ orders: { id: string }[] }>().orders[0]!.id;
  }
  const send = async (orderId: string) =>
    sendProofResponseSchema.parse(
      (
        await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/proof`, headers: owner.headers })
      ).json(),
    );
  const kept = async (orderId: string) => {
    const res = await t.app.inject({ url: `/api/admin/orders/${orderId}/proof`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    return keptProofResponseSchema.parse(res.json()).proof;
  };
  const open = async (proofUrl: string) =>
    (await t.app.inject({ url: `/api/proofs/${new URL(proofUrl).pathname.split('/').at(-1)!}` })).statusCode;

  it('has none before a proof is sent', async () => {
    expect(await kept(await orderFor('Nisha Kapoor'))).toBeNull();
  });

  it('shows the sent link and its WhatsApp message again, and counts the shopper opening it', async () => {
    const orderId = await orderFor('Farah Khan');
    const sent = await send(orderId);
    const before = await kept(orderId);
    expect(before).toMatchObject({
      proofUrl: sent.proofUrl,
      whatsappUrl: sent.whatsappUrl,
      firstOpenedAt: null,
      lastOpenedAt: null,
      opens: 0,
    });
    expect(before!.whatsappUrl).toContain(encodeURIComponent(sent.proofUrl));

    expect(await open(sent.proofUrl)).toBe(200);
    expect(await open(sent.proofUrl)).toBe(200);
    const after = await kept(orderId);
    expect(after!.opens).toBe(2);
    expect(Date.parse(after!.firstOpenedAt!)).toBeGreaterThanOrEqual(Date.parse(after!.sentAt));
    expect(Date.parse(after!.lastOpenedAt!)).toBeGreaterThanOrEqual(Date.parse(after!.firstOpenedAt!));
    // A made-up token counts nothing.
    expect(await open(`https://shop.example/proof/${'x'.repeat(43)}`)).toBe(404);

    // Sent again: the new link, not yet opened.
    const again = await send(orderId);
    expect(again.proofUrl).not.toBe(sent.proofUrl);
    expect(await kept(orderId)).toMatchObject({ proofUrl: again.proofUrl, opens: 0, firstOpenedAt: null });
  });

  it('keeps in the table nothing that opens the proof by itself', async () => {
    const orderId = await orderFor('Irfan Sheikh');
    const sent = await send(orderId);
    const token = new URL(sent.proofUrl).pathname.split('/').at(-1)!;
    const rows = await t.app.db.select().from(proofTokens).where(eq(proofTokens.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.linkSeed).toMatch(/^[\w-]{43}$/);
  });

  it("says a link sent before links were kept cannot be shown, and is the owner's alone", async () => {
    const orderId = await orderFor('Gita Menon');
    await send(orderId);
    await t.app.db.update(proofTokens).set({ linkSeed: null }).where(eq(proofTokens.orderId, orderId));
    expect(await kept(orderId)).toMatchObject({ proofUrl: null, whatsappUrl: null, opens: 0 });
    const asMaker = await t.app.inject({
      url: `/api/admin/orders/${orderId}/proof`,
      headers: { cookie: maker.cookie },
    });
    expect(asMaker.statusCode).toBe(403);
    const none = await t.app.inject({
      url: '/api/admin/orders/00000000-0000-4000-8000-000000000000/proof',
      headers: { cookie: owner.cookie },
    });
    expect(none.statusCode).toBe(404);
  });
});
