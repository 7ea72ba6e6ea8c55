import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '../../../contracts/order-reference';
import { findOrderByCart } from '../../orders/place-order';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** The order look-up is limited per IP and per order number, so no one walks the numbers of an order. */
describe.each(testBackends)('order look-up limits on $name', (backend) => {
  let t: TestApp;
  let reference: string;
  const mobile = '9844400001';
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const order = await findOrderByCart(t.app.db, await placeTestOrder(t.app, { fullName: 'Kavya Rao', mobile }));
    reference = orderReference(order!.number);
  });
  afterAll(async () => t?.close());

  const look = (ref: string, tried: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/order', payload: { reference: ref, mobile: tried }, remoteAddress: ip });

  it('stops guesses at one order number from many addresses, the right one too', async () => {
    const digits = reference.replace('KG-', '');
    // Ten guesses from ten addresses, the number written three ways: each address is well within its own limit.
    for (let i = 0; i < 10; i++) {
      const written = [reference, `kg ${digits}`, digits][i % 3]!;
      expect((await look(written, `90000000${10 + i}`, `10.4.0.${i + 1}`)).statusCode).toBe(404);
    }
    const stopped = await look(reference, mobile, '10.4.1.1');
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(3000);
    expect(stopped.body).toContain('Too many tries for this order number. Please wait an hour and try again.');
    // Another order number is looked up as before.
    expect((await look('KG-99999', mobile, '10.4.1.1')).statusCode).toBe(404);
  });
});
