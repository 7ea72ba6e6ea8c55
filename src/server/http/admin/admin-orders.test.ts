import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, orderListResponseSchema, type OrderListItem } from '../../../contracts/admin';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('orders API on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'owner-asha');
    maker = await signInAs(t.app, 'maker-ravi', 'maker');
    await placeTestOrder(t.app, { fullName: 'Priya Nair', mobile: '98765 43210' }, { category: 'Nameplates' });
    await placeTestOrder(
      t.app,
      { fullName: 'Rahul Verma', mobile: '+91 91234 56789', email: 'rahul@example.com' },
      { category: 'Mugs', quantity: 2, customization: { line1: 'Best dad', style: 'Watercolour' } },
    );
    await placeTestOrder(t.app, { fullName: 'Meena Iyer', mobile: '7012345678' }, { category: 'Kids Buntings' });
  });
  afterAll(async () => t?.close());

  const get = (url: string, s: StaffSession = owner) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
  const list = async (query = '') => orderListResponseSchema.parse((await get(`/api/admin/orders${query}`)).json());
  const names = (orders: OrderListItem[]) => orders.map((o) => o.shopperName);

  it('lists orders placed through the local checkout, newest first', async () => {
    const page = await list();
    expect(names(page.orders)).toEqual(['Meena Iyer', 'Rahul Verma', 'Priya Nair']);
    expect(page.total).toBe(3);
    const rahul = page.orders[1]!;
    expect(rahul).toMatchObject({ status: 'placed', mobile: '9123456789', itemCount: 2, categories: ['Mugs'] });
    expect(rahul.reference).toMatch(/^KG-1\d{4}$/);
  });

  it('paginates', async () => {
    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    expect(names(first.orders)).toEqual(['Meena Iyer', 'Rahul Verma']);
    expect(names(second.orders)).toEqual(['Priya Nair']);
    expect(second.total).toBe(3);
  });

  it('filters by category and status, and searches by number, name and mobile', async () => {
    expect(names((await list('?category=Mugs')).orders)).toEqual(['Rahul Verma']);
    expect(names((await list('?category=Kids%20Buntings')).orders)).toEqual(['Meena Iyer']);
    expect((await list('?status=approved')).orders).toEqual([]);
    expect(names((await list('?status=placed')).orders)).toHaveLength(3);
    expect(names((await list('?q=priya')).orders)).toEqual(['Priya Nair']);
    expect(names((await list('?q=91234%2056789')).orders)).toEqual(['Rahul Verma']);
    const ref = (await list('?q=meena')).orders[0]!.reference;
    expect(names((await list(`?q=${ref}`)).orders)).toEqual(['Meena Iyer']);
    expect(names((await list(`?q=${ref.replace('KG-', '')}`)).orders)).toEqual(['Meena Iyer']);
    expect((await list('?q=%25')).orders).toEqual([]);
    expect((await get('/api/admin/orders?status=lost')).statusCode).toBe(400);
  });

  it('shows one order with every line, what the shopper wrote, delivery and timeline', async () => {
    const id = (await list('?q=rahul')).orders[0]!.id;
    const res = await get(`/api/admin/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const order = orderDetailSchema.parse(res.json());
    expect(order.lines).toHaveLength(1);
    const line = order.lines[0]!;
    expect(line.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line).toMatchObject({ quantity: 2, category: 'Mugs', files: [{ kind: 'png' }] });
    expect(line.attributes).toEqual(
      expect.arrayContaining([
        { key: 'Caption', value: 'Best dad' },
        { key: 'Style', value: 'Watercolour' },
      ]),
    );
    expect(line.attributes.some((a) => a.key.startsWith('_'))).toBe(false);
    expect(order.delivery).toMatchObject({ fullName: 'Rahul Verma', email: 'rahul@example.com', city: 'Pune' });
    expect(order.timeline).toEqual([expect.objectContaining({ status: 'placed', by: 'shopper' })]);
    expect(order.nextStatuses).toEqual(['cancelled']);
    expect((await get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('records every status change with who and when, and refuses a skipped step', async () => {
    const id = (await list('?q=meena')).orders[0]!.id;
    const move = (status: string, note?: string, shipment?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/status`,
        headers: owner.headers,
        payload: { status, note, shipment },
      });
    expect((await move('in_production')).statusCode).toBe(409);
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/proof`, headers: owner.headers });
    expect(sent.statusCode).toBe(200);
    expect((await move('approved', 'Approved on the phone')).statusCode).toBe(200);
    expect((await move('in_production')).statusCode).toBe(200);
    expect((await move('cancelled')).statusCode).toBe(409);
    // Dispatch names the courier and AWB (issue 20).
    expect((await move('dispatched')).statusCode).toBe(400);
    const shipment = { courier: 'blue_dart', trackingNumber: '70123456789' };
    const order = orderDetailSchema.parse((await move('dispatched', undefined, shipment)).json());
    expect(order.status).toBe('dispatched');
    expect(order.timeline.map((e) => [e.status, e.by])).toEqual([
      ['placed', 'shopper'],
      ['proof_sent', 'owner-asha'],
      ['approved', 'owner-asha'],
      ['in_production', 'owner-asha'],
      ['dispatched', 'owner-asha'],
    ]);
    expect(order.timeline[2]!.note).toBe('Approved on the phone');
    expect(Date.parse(order.timeline[4]!.at)).toBeLessThanOrEqual(Date.now());
    expect(order.nextStatuses).toEqual(['out_for_delivery', 'delivered', 'undelivered']);
  });

  it('cancels before production', async () => {
    const id = (await list('?q=priya')).orders[0]!.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled', note: 'Shopper called to cancel' },
    });
    expect(orderDetailSchema.parse(res.json()).status).toBe('cancelled');
  });

  it('gives the maker the queue of lines to make, and marks a line made, but not the orders', async () => {
    expect((await get('/api/admin/orders', maker)).statusCode).toBe(403);
    const id = (await list('?q=rahul')).orders[0]!.id;
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/proof`, headers: owner.headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: owner.headers,
      payload: { status: 'approved' },
    });
    const queue = (await get('/api/admin/queue', maker)).json<{ items: { orderId: string; line: { id: string } }[] }>();
    const item = queue.items.find((i) => i.orderId === id);
    expect(item).toBeDefined();
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/admin/queue/${item!.line.id}/made`,
      headers: maker.headers,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json<{ line: { madeAt: string | null } }>().line.madeAt).not.toBeNull();
    const after = (await get('/api/admin/queue', maker)).json<{ items: { orderId: string }[] }>();
    expect(after.items.some((i) => i.orderId === id)).toBe(false);
  });
});
