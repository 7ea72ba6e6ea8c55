import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../platform/db/schema';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { hashPassword, PASSWORD_WORK_FACTOR, verifyPassword } from './passwords';
import { checkCredentials, createUser } from './users';

describe('passwords', () => {
  it('are stored only as a salted scrypt hash and verify', async () => {
    // At the store's own cost: the suite lowers it for the accounts other tests make.
    expect(PASSWORD_WORK_FACTOR).toBe(32768);
    const hash = await hashPassword('chai-and-biscuits', PASSWORD_WORK_FACTOR);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(hash).not.toContain('chai');
    expect(await hashPassword('chai-and-biscuits')).not.toBe(hash);
    expect(await verifyPassword('chai-and-biscuits', hash)).toBe(true);
    expect(await verifyPassword('chai-and-biscuit', hash)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe.each(testBackends)('users on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('have a uuid, a unique username and no stored password', async () => {
    const user = await createUser(t.app.db, 'Asha', 'secret-pass-1');
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(createUser(t.app.db, 'asha', 'other')).rejects.toThrow();
    const [row] = await t.app.db.select().from(users);
    expect(JSON.stringify(row)).not.toContain('secret-pass-1');
    expect(await checkCredentials(t.app.db, 'ASHA', 'secret-pass-1')).toEqual({ id: user.id });
    expect(await checkCredentials(t.app.db, 'asha', 'wrong')).toBeNull();
    expect(await checkCredentials(t.app.db, 'nobody', 'secret-pass-1')).toBeNull();
  });
});
