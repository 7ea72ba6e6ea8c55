import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodSettings } from '../../../contracts/cod';
import { orders, whatsappContacts } from '../../platform/db/schema';
import { startFakeCloudApi, whatsappSettings, type FakeCloudApi } from '../../messages/whatsapp/testing/fake-cloud-api';
import { findOrderByCart } from '../../orders/place-order';
import { signInAs } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

const SECRET = 'meta-app-secret-for-interactive-tests';
const APPROVED = ['placed', 'cod_confirm'].flatMap((e) => [`kaarigar_${e}:en`, `kaarigar_${e}:hi`]);
const SETTINGS: CodSettings = {
  confirmEnabled: true,
  confirmHours: 24,
  limitRupees: null,
  blockedPhones: [],
  blockedPincodes: [],
  prepaidDiscountPercent: 0,
};

/*
 * Issue 28: inside the shopper's 24-hour customer service window (they wrote to the shop on
 * WhatsApp in the last 24 hours, as the webhook records), the request to confirm goes as a
 * free-form interactive message with reply buttons instead of the template; outside it, and when
 * Meta says the window has closed after all, the approved template goes.
 */
describe.each(testBackends)('the request to confirm as interactive reply buttons on $name', (backend) => {
  let t: TestApp;
  let fake: FakeCloudApi;
  beforeAll(async () => {
    fake = await startFakeCloudApi({ approved: APPROVED });
    t = await buildTestApp(backend, {
      ...whatsappSettings(fake, SECRET),
      MESSAGE_RETRY_DELAYS_MS: '5,5' as never,
    });
    const owner = await signInAs(t.app, 'owner-cod-interactive');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod-settings',
      headers: owner.headers,
      payload: SETTINGS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = async ({ body, headers }: { body: string; headers: Record<string, string> }) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', payload: body, headers });
    await t.app.backgroundWork.settled();
    return res;
  };
  async function order(mobile: string, language: 'en' | 'hi' = 'en') {
    const cartId = await placeTestOrder(
      t.app,
      { fullName: 'Kavya Menon', mobile, email: `${mobile}@example.com` },
      { form: { whatsappOptIn: 'yes', language } },
    );
    await t.app.backgroundWork.settled();
    const placed = await findOrderByCart(t.app.db, cartId);
    if (!placed) throw new Error('no order');
    return placed;
  }
  const interactiveTo = (number: string) => fake.sentInteractive.filter((s) => s.body.to === `91${number}`);
  const templatesTo = (number: string) =>
    fake.sent.filter((s) => s.body.to === `91${number}` && s.body.template.name === 'kaarigar_cod_confirm');
  const statusOf = async (id: string) =>
    (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  it('records when a number last wrote, keeping the latest when Meta delivers an older message late', async () => {
    const now = Date.now();
    expect(
      (await post(fake.textMessageWebhook({ from: '919811200001', text: 'Hi', at: now }, SECRET))).statusCode,
    ).toBe(200);
    await post(fake.textMessageWebhook({ from: '919811200001', text: 'Earlier', at: now - 3_600_000 }, SECRET));
    const [row] = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.number, '919811200001'));
    expect(Math.abs(row!.lastInboundAt.getTime() - Math.floor(now / 1000) * 1000)).toBeLessThan(1000);
  });

  it('sends Confirm and Cancel as reply buttons to a shopper who wrote today, and a tap on Confirm confirms', async () => {
    await post(fake.textMessageWebhook({ from: '919811200002', text: 'Is the name board ready soon?' }, SECRET));
    const placed = await order('9811200002');
    expect(placed.status).toBe('to_confirm');
    expect(templatesTo('9811200002')).toHaveLength(0);
    const [sent] = interactiveTo('9811200002');
    expect(sent?.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: expect.stringContaining(`please confirm your order ${placed.reference}`) },
        action: {
          buttons: [
            { type: 'reply', reply: { id: expect.stringMatching(/^cod_confirm:[\w-]{43}$/), title: 'Confirm order' } },
            { type: 'reply', reply: { id: expect.stringMatching(/^cod_cancel:[\w-]{43}$/), title: 'Cancel order' } },
          ],
        },
      },
    });
    const confirmId = sent!.body.interactive.action.buttons[0]!.reply.id;
    const res = await post(
      fake.buttonReplyWebhook(
        { from: '919811200002', kind: 'interactive', payload: confirmId, title: 'Confirm order', context: sent!.wamid },
        SECRET,
      ),
    );
    expect(res.json()).toMatchObject({ replies: 1 });
    expect(await statusOf(placed.id)).toBe('placed');
  });

  it('titles the buttons in Hindi for a Hindi order, within WhatsApp’s 20 characters', async () => {
    await post(fake.textMessageWebhook({ from: '919811200003', text: 'नमस्ते' }, SECRET));
    await order('9811200003', 'hi');
    const titles = interactiveTo('9811200003')[0]?.body.interactive.action.buttons.map((b) => b.reply.title);
    expect(titles).toEqual(['ऑर्डर पक्का करें', 'ऑर्डर रद्द करें']);
    for (const title of titles ?? []) expect(title.length).toBeLessThanOrEqual(20);
  });

  it('sends the template to a shopper who never wrote, or last wrote more than 24 hours ago', async () => {
    await order('9811200004');
    await post(
      fake.textMessageWebhook({ from: '919811200005', text: 'Hello', at: Date.now() - 25 * 3_600_000 }, SECRET),
    );
    await order('9811200005');
    for (const number of ['9811200004', '9811200005']) {
      expect(interactiveTo(number)).toHaveLength(0);
      expect(templatesTo(number)).toHaveLength(1);
    }
  });

  it('falls back to the template when Meta refuses the free-form message (its window closed after all)', async () => {
    // Our record says the shopper wrote an hour ago; Meta never saw it (the fake's window is shut).
    await t.app.db
      .insert(whatsappContacts)
      .values({ number: '919811200006', lastInboundAt: new Date(Date.now() - 3_600_000) });
    const placed = await order('9811200006');
    expect(interactiveTo('9811200006')).toHaveLength(0);
    expect(templatesTo('9811200006')).toHaveLength(1);
    expect(placed.status).toBe('to_confirm');
  });
});
