import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../contracts/admin';
import { signIn, signInAs, TEST_PASSWORD, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** A concrete URL for a route pattern: every parameter becomes a well-formed id. */
const concrete = (url: string) => url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

describe.each(testBackends)('every /api/admin route on $name', (backend) => {
  let t: TestApp;
  const sessions = {} as Record<(typeof ROLES)[number], StaffSession>;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    for (const role of ROLES) sessions[role] = await signInAs(t.app, `walker-${role}`, role);
  });
  afterAll(async () => t?.close());

  it('is collected from the router, and there are routes to walk', () => {
    const urls = t.app.adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/admin/orders', 'GET /api/admin/queue']));
    expect(t.app.adminRoutes.filter((r) => r.roles === null).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/admin/session',
    ]);
  });

  it('answers 401 without a session', async () => {
    for (const route of t.app.adminRoutes.filter((r) => r.roles)) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(`${route.method} ${route.url} ${res.statusCode}`).toBe(`${route.method} ${route.url} 401`);
    }
  });

  it('answers 403 to a role that may not use it, and lets an allowed role past the guard', async () => {
    // Signing out (here or everywhere) ends the session the walk uses, so those routes go last.
    const signOutLast = (r: { method: string; url: string }) =>
      r.method !== 'DELETE' ? 0 : r.url === '/api/admin/session' ? 1 : r.url === '/api/admin/sessions' ? 2 : 0;
    const routes = t.app.adminRoutes.filter((r) => r.roles).sort((a, b) => signOutLast(a) - signOutLast(b));
    for (const route of routes) {
      // Each sign-out route ends the walk's sessions: the next one starts signed in again.
      if (signOutLast(route) > 1)
        for (const role of ROLES) sessions[role] = await signIn(t.app, `walker-${role}`, TEST_PASSWORD);
      for (const role of ROLES) {
        const s = sessions[role];
        const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: s.headers });
        const label = `${role} ${route.method} ${route.url}`;
        if (route.roles!.includes(role)) expect(`${label} ${res.statusCode}`).not.toMatch(/ 40[13]$/);
        else expect(`${label} ${res.statusCode}`).toBe(`${label} 403`);
      }
    }
  });

  it('refuses to start with an /api/admin route that has no guard', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: fp } = await import('fastify-plugin');
    const app = Fastify();
    await app.register(fp(async (a) => void a.decorate('db', t.app.db), { name: 'database' }));
    await app.register((await import('../plugins/auth')).default, { config: t.config });
    await expect(
      app.register(async (child) => {
        child.get('/api/admin/forgotten', async () => 'open');
      }),
    ).rejects.toThrow(/no app.requireRole/);
    await app.close().catch(() => undefined);
  });
});
