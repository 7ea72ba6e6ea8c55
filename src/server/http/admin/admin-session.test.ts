import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';
import { signInAs, TEST_PASSWORD } from '../../testing/admin-kit';
import { createUser } from '../../users/users';

describe.each(testBackends)('staff sessions on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('signs in with an httpOnly SameSite=Strict cookie scoped to the admin API', async () => {
    await createUser(t.app.db, 'meera', TEST_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: 'Meera', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { username: 'meera', role: 'owner' }, csrfToken: expect.any(String) });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/kaarigar_admin=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/admin/);
    expect(setCookie).toMatch(/Max-Age=43200|Expires=/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    await createUser(t.app.db, 'secure-sita', TEST_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      // Behind the trusted (loopback) proxy, which says the visitor used HTTPS.
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: 'secure-sita', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Strict/);
  });

  it('tells who is signed in, and 401 to anyone else', async () => {
    const s = await signInAs(t.app, 'ravi', 'maker');
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: s.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { username: 'ravi', role: 'maker' } });
    const anon = await t.app.inject({ method: 'GET', url: '/api/admin/session' });
    expect(anon.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: 'kaarigar_admin=made-up.value' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('gives the same answer for a wrong username and a wrong password', async () => {
    await createUser(t.app.db, 'lalita', TEST_PASSWORD);
    const post = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username, password } });
    const wrongPassword = await post('lalita', 'not-the-password');
    const wrongUser = await post('nobody-here', TEST_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongUser.json());
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a sign-in that is not JSON (a cross-site form cannot send JSON)', async () => {
    await createUser(t.app.db, 'formy', TEST_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=formy&password=${TEST_PASSWORD}`,
    });
    expect(res.statusCode).toBe(415);
  });

  it('locks a username out from one IP for 15 minutes after 5 failures', async () => {
    await createUser(t.app.db, 'kiran', TEST_PASSWORD);
    const post = (password: string, ip = '10.0.0.7') =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        remoteAddress: ip,
        payload: { username: 'kiran', password },
      });
    for (let i = 0; i < 5; i++) expect((await post('guess-' + i)).statusCode).toBe(401);
    const locked = await post(TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another IP is not locked out of the same account.
    expect((await post(TEST_PASSWORD, '10.0.0.8')).statusCode).toBe(200);
  });

  it('refuses a state-changing request without the CSRF token, and signs out with it', async () => {
    const s = await signInAs(t.app, 'devi');
    const noToken = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie: s.cookie } });
    expect(noToken.statusCode).toBe(403);
    const badToken = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie: s.cookie, 'x-csrf-token': wrongFirstCharacter(s.csrfToken) },
    });
    expect(badToken.statusCode).toBe(403);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: s.headers });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: s.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('a token from one session does not work for another', async () => {
    const a = await signInAs(t.app, 'anita');
    const other = await signInAs(t.app, 'bala');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie: a.cookie, 'x-csrf-token': other.csrfToken },
    });
    expect(res.statusCode).toBe(403);
  });
});

/** The token with its first character changed: a token that happens to start with "x" stays wrong. */
function wrongFirstCharacter(token: string): string {
  return (token.startsWith('x') ? 'y' : 'x') + token.slice(1);
}
