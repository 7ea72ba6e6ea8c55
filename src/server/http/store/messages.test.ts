import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxResponseSchema, type OutboxMessage } from '../../../contracts/admin';
import { findOrderByCart } from '../../orders/place-order';
import { messages } from '../../platform/db/schema';
import { startFakeCloudApi, whatsappSettings, type FakeCloudApi } from '../../messages/whatsapp/testing/fake-cloud-api';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

const SECRET = 'meta-app-secret-for-tests';
const APPROVED = ['placed', 'paid', 'proof_sent', 'proof_sent_text', 'dispatched', 'delivered'].flatMap((e) => [
  `kaarigar_${e}:en`,
  `kaarigar_${e}:hi`,
]);

describe.each(testBackends)('shopper messages on $name', (backend) => {
  let t: TestApp;
  let fake: FakeCloudApi;
  let owner: StaffSession;
  beforeAll(async () => {
    fake = await startFakeCloudApi({ approved: APPROVED });
    t = await buildTestApp(backend, {
      ...whatsappSettings(fake, SECRET),
      MESSAGE_RETRY_DELAYS_MS: '5,5' as never,
    });
    owner = await signInAs(t.app, 'owner-messages');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function order(mobile: string, form: Record<string, string>, email = '', fullName = 'Kavya Menon') {
    const cartId = await placeTestOrder(t.app, { fullName, mobile, email }, { form });
    await t.app.backgroundWork.settled();
    const placed = await findOrderByCart(t.app.db, cartId);
    if (!placed) throw new Error('no order');
    return placed.id;
  }
  const outbox = async (orderId: string): Promise<OutboxMessage[]> => {
    const res = await t.app.inject({ url: '/api/admin/outbox', headers: owner.headers });
    return outboxResponseSchema.parse(res.json()).messages.filter((m) => m.orderId === orderId);
  };
  const sentTo = (number: string) => fake.sent.filter((s) => s.body.to === number);

  it('answers Meta’s subscription handshake only with our verify token', async () => {
    const ok = await t.app.inject({
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=our-verify-token&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('sends an opted-in shopper one WhatsApp template per event, however often the event fires', async () => {
    const id = await order('9811100001', { whatsappOptIn: 'yes' }, 'kavya@example.com');
    await t.app.orderEvents.emit({ event: 'placed', orderId: id });
    await t.app.backgroundWork.settled();
    const calls = sentTo('919811100001');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.template).toMatchObject({
      name: 'kaarigar_placed',
      language: { code: 'en' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Kavya' }, { type: 'text' }, { type: 'text' }] }],
    });
    const rows = await outbox(id);
    // Issue 39: "we have your order" is not emailed to an address nothing bears out yet (pay on
    // delivery, unconfirmed); the owner's proof is (no SMTP here: it waits in the outbox for the owner).
    expect(rows.map((m) => [m.channel, m.event, m.state])).toEqual([['whatsapp', 'placed', 'sent']]);
    const proof = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/proof`, headers: owner.headers });
    expect(proof.statusCode).toBe(200);
    await t.app.backgroundWork.settled();
    expect((await outbox(id)).map((m) => [m.channel, m.event, m.state])).toEqual(
      expect.arrayContaining([
        ['whatsapp', 'placed', 'sent'],
        ['email', 'proof_sent', 'outbox'],
      ]),
    );
  });

  it('never sends a link typed as a name: the shopper is greeted without it', async () => {
    const id = await order('9811100007', { whatsappOptIn: 'yes' }, 'victim@example.com', 'evil.example/claim Prize');
    const [call] = sentTo('919811100007');
    expect(call!.body.template.components![0]!.parameters[0]).toEqual({ type: 'text', text: 'there' });
    // Nor in the text of the owner's "Send proof" WhatsApp link, which goes from the shop's own phone.
    const proof = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/proof`, headers: owner.headers });
    // The proof's email (issue 39: the first email this unconfirmed pay-on-delivery order gets).
    const email = (await outbox(id)).find((m) => m.channel === 'email');
    expect(email?.text).toMatch(/^Hello there, /);
    expect(JSON.stringify([call, email])).not.toContain('evil');
    const { whatsappUrl } = proof.json<{ whatsappUrl: string }>();
    expect(decodeURIComponent(whatsappUrl)).toContain('?text=Hello, the proof of your Kaarigar order');
    expect(decodeURIComponent(whatsappUrl)).not.toContain('evil');
  });

  it('sends nothing on WhatsApp without the shopper’s opt-in', async () => {
    const id = await order('9811100002', {});
    expect(sentTo('919811100002')).toHaveLength(0);
    expect(await outbox(id)).toEqual([]);
  });

  it('retries a failed send, then shows it failed with why', async () => {
    fake.failNext(3);
    const id = await order('9811100003', { whatsappOptIn: 'yes' });
    const [row] = await outbox(id);
    expect(row).toMatchObject({ channel: 'whatsapp', state: 'failed', attempts: 3 });
    expect(row!.error).toMatch(/Something went wrong \(code 131000\)/);
    expect(sentTo('919811100003')).toHaveLength(0);
  });

  it('follows status webhooks that arrive out of order, and ignores a forged one', async () => {
    fake.failNext(0);
    const id = await order('9811100004', { whatsappOptIn: 'yes' });
    const { wamid } = sentTo('919811100004')[0]!;
    const recipient = '919811100004';
    const post = async (statuses: Parameters<FakeCloudApi['statusWebhook']>[0], secret = SECRET) => {
      const { body, headers } = fake.statusWebhook(statuses, secret);
      const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', payload: body, headers });
      await t.app.backgroundWork.settled();
      return res.statusCode;
    };
    expect(await post([{ wamid, status: 'read', at: 1_700_000_300, recipient }])).toBe(200);
    expect(await post([{ wamid, status: 'delivered', at: 1_700_000_200, recipient }])).toBe(200);
    expect((await outbox(id))[0]!.state).toBe('read');
    expect(await post([{ wamid, status: 'failed', at: 1_700_000_400, recipient }], 'not-the-app-secret')).toBe(401);
    const [row] = await t.app.db.select().from(messages).where(eq(messages.orderId, id));
    expect(row!.state).toBe('read');
  });

  it('writes to a shopper who chose Hindi in Hindi, with the Hindi template', async () => {
    const id = await order('9811100005', { whatsappOptIn: 'yes', language: 'hi' }, 'hindi@example.com');
    expect(sentTo('919811100005')[0]!.body.template.language.code).toBe('hi');
    // Issue 39: the proof's email (the first this unconfirmed pay-on-delivery order gets).
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/proof`, headers: owner.headers });
    const email = (await outbox(id)).find((m) => m.channel === 'email');
    expect(email?.text).toContain('नमस्ते Kavya');
    expect(email?.language).toBe('hi');
  });

  it('resumes what a stopped server left: queued rows and sends cut off mid-way, not sends still going', async () => {
    const id = await order('9811100006', { whatsappOptIn: 'yes' });
    const recipient = '919811100006';
    expect(sentTo(recipient)).toHaveLength(1); // 'placed', sent while the server ran
    // The server then stopped: one row never got its job, one was cut off mid-send 20 minutes ago,
    // and one is being sent right now by another server.
    // (Not 'paid': a pay-on-delivery order has received nothing, so it gets no 'Payment received'.)
    const [waiting] = await t.app.messages.prepare(id, 'proof_sent', {
      proofUrl: 'https://shop.test/proof/t',
      occurrence: '1',
    });
    const [cutOff] = await t.app.messages.prepare(id, 'dispatched');
    const [going] = await t.app.messages.prepare(id, 'delivered');
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    await t.app.db
      .update(messages)
      .set({ state: 'sending', attempts: 1, updatedAt: twentyMinutesAgo })
      .where(eq(messages.id, cutOff!.id));
    await t.app.db
      .update(messages)
      .set({ state: 'sending', attempts: 1, updatedAt: new Date() })
      .where(eq(messages.id, going!.id));

    const counts = await t.app.messages.resume(new Date(Date.now() - 15 * 60_000));
    await t.app.backgroundWork.settled();
    expect(counts).toEqual({ requeued: 1, dispatched: 2 });
    const rows = await outbox(id);
    const state = (rowId: string) => rows.find((m) => m.id === rowId);
    expect(state(waiting!.id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(state(cutOff!.id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(state(going!.id)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(
      sentTo(recipient)
        .map((s) => s.body.template.name)
        .sort(),
    ).toEqual(['kaarigar_dispatched', 'kaarigar_placed', 'kaarigar_proof_sent_text']);
    // Nothing is left to resume: a second pass (another server's, say) sends nothing twice.
    expect(await t.app.messages.resume(new Date(Date.now() - 15 * 60_000))).toEqual({ requeued: 0, dispatched: 0 });
  });
});
