import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, orderLines, orders } from '../../platform/db/schema';
import { signIn, signInAs, TEST_PASSWORD, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';
import { changeRole, removeUser } from '../../users/users';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 22, item 6: sessions end on their own, on an owner's word, and with the account. */
describe.each(testBackends)('how staff sessions end on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  const whoAmI = async (s: StaffSession) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: s.headers })).statusCode;
  /** Moves every session of a cookie's id back in time, as if signed in `days` ago and used since. */
  const signedInDaysAgo = async (s: StaffSession, days: number) => {
    const id = decodeURIComponent(/kaarigar_admin=([^;]+)/.exec(s.cookie)![1]!).split('.')[0]!;
    const at = Date.now() - days * DAY_MS;
    await t.app.db
      .update(adminSessions)
      .set({ data: sql`jsonb_set(${adminSessions.data}, '{signedInAt}', ${String(at)}::jsonb)` })
      .where(eq(adminSessions.id, id));
  };

  it('ends a session 7 days after sign-in, however often it was used', async () => {
    const fresh = await signInAs(t.app, 'week-old');
    await signedInDaysAgo(fresh, 6.9);
    expect(await whoAmI(fresh)).toBe(200);
    await signedInDaysAgo(fresh, 7.1);
    const ended = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: fresh.headers });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error).toBe('Your session has ended. Please sign in again.');
    // Gone for good, not only refused: signing in again is the way back.
    expect(await whoAmI(fresh)).toBe(401);
    expect(await whoAmI(await signIn(t.app, 'week-old', TEST_PASSWORD))).toBe(200);
  });

  it('lets an owner sign out everywhere: every one of their sessions ends, others stay', async () => {
    const phone = await signInAs(t.app, 'everywhere-owner');
    const laptop = await signIn(t.app, 'everywhere-owner', TEST_PASSWORD);
    const maker = await signInAs(t.app, 'everywhere-maker', 'maker');
    const makerTries = await t.app.inject({ method: 'DELETE', url: '/api/admin/sessions', headers: maker.headers });
    expect(makerTries.statusCode).toBe(403);
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/sessions',
      headers: { cookie: laptop.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/sessions', headers: laptop.headers });
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, ended: 2 }]);
    expect(await whoAmI(phone)).toBe(401);
    expect(await whoAmI(laptop)).toBe(401);
    expect(await whoAmI(maker)).toBe(200);
  });

  it("ends a staff member's sessions when their role changes or their account is removed", async () => {
    const promoted = await signInAs(t.app, 'role-ravi', 'maker');
    const bystander = await signInAs(t.app, 'role-bystander', 'maker');
    expect(await changeRole(t.app.db, 'role-ravi', 'owner')).toBe(true);
    expect(await whoAmI(promoted)).toBe(401);
    expect(await whoAmI(bystander)).toBe(200);
    const again = await signIn(t.app, 'role-ravi', TEST_PASSWORD);
    expect((await t.app.inject({ url: '/api/admin/session', headers: again.headers })).json().user.role).toBe('owner');

    // An account that acted keeps its name on the timeline after it is removed.
    const owner = await signInAs(t.app, 'leaving-lata');
    await placeTestOrder(t.app, { fullName: 'Leaving Lalit', mobile: '98765 33333' });
    const list = await t.app.inject({ url: '/api/admin/orders?q=Lalit', headers: owner.headers });
    const orderId = list.json<{ orders: { id: string }[] }>().orders[0]!.id;
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/proof`, headers: owner.headers });
    expect(await removeUser(t.app.db, 'leaving-lata')).toBe(true);
    expect(await whoAmI(owner)).toBe(401);
    expect(await removeUser(t.app.db, 'leaving-lata')).toBe(false);
    const keeper = await signInAs(t.app, 'keeper');
    const detail = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: keeper.headers });
    expect(detail.json().timeline).toContainEqual(expect.objectContaining({ by: 'leaving-lata' }));
  });

  it('finds the newest order for a line id two shoppers used', async () => {
    const owner = await signInAs(t.app, 'by-line-owner');
    const ids: string[] = [];
    for (const [i, name] of ['Older Oona', 'Newer Nandini'].entries()) {
      await placeTestOrder(t.app, { fullName: name, mobile: '98765 44444' });
      const list = await t.app.inject({
        url: `/api/admin/orders?q=${encodeURIComponent(name)}`,
        headers: owner.headers,
      });
      const id = list.json<{ orders: { id: string }[] }>().orders[0]!.id;
      ids.push(id);
      await t.app.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - (2 - i) * DAY_MS) })
        .where(eq(orders.id, id));
    }
    // The older order's line written first: a scan in storage order meets it first.
    for (const id of ids)
      await t.app.db
        .update(orderLines)
        .set({ attributes: [{ key: '_clientItemId', value: 'shared-item' }] })
        .where(eq(orderLines.orderId, id));
    const found = await t.app.inject({ url: '/api/admin/orders/by-line/shared-item', headers: owner.headers });
    expect(found.json()).toEqual({ orderId: ids[1] });
  });
});
