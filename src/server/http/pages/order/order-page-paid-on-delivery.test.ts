import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperOrderSchema } from '../../../../contracts/order-page';
import { findOrderByCart } from '../../../orders/place-order';
import { orderPageToken } from '../../../orders/order-link';
import { signInAs, type StaffSession } from '../../../testing/admin-kit';
import { deliverTestOrder, placeTestOrder } from '../../../testing/order-kit';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

/**
 * Issue 44 (found while building it): a pay-on-delivery order once delivered has had its money
 * collected by the courier, so its page says it was paid on delivery, not that it is still to pay.
 */
describe('a delivered pay-on-delivery order', () => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    owner = await signInAs(t.app, 'owner-cod-paid');
  });
  afterAll(() => t.close());

  it('reads "To pay on delivery" before delivery and "Paid on delivery" after, in English and Hindi', async () => {
    const order = await findOrderByCart(
      t.app.db,
      await placeTestOrder(t.app, { fullName: 'Meena Rao', mobile: '9876501234' }),
    );
    if (!order) throw new Error('no order');
    const token = await orderPageToken(t.app.db, order.id);
    const before = await t.app.inject({ url: `/order/${token}` });
    expect(before.body).toContain('To pay on delivery');
    expect(before.body).not.toContain('Paid on delivery');

    await deliverTestOrder(t.app, owner, order.id);
    const page = await t.app.inject({ url: `/order/${token}` });
    expect(page.body).toContain('Paid on delivery');
    expect(page.body).not.toContain('To pay on delivery');
    const hindi = await t.app.inject({ url: `/order/${token}?lang=hi` });
    expect(hindi.body).toContain('डिलीवरी पर चुकाया');
    expect(hindi.body).not.toContain('डिलीवरी पर चुकाना है');

    const api = shopperOrderSchema.parse((await t.app.inject({ url: `/api/orders/${token}` })).json());
    expect(api).toMatchObject({ dueOnDeliveryAmount: '0.00', paidOnDeliveryAmount: api.totalAmount });
  });
});
