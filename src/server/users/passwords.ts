import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** scrypt with N=2^15: about 50-100 ms per hash here, slow enough to make guessing expensive. */
export const PASSWORD_WORK_FACTOR = 2 ** 15;
const PARAMS = { N: PASSWORD_WORK_FACTOR, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
let workFactor = PASSWORD_WORK_FACTOR;

/**
 * The test suite signs staff in hundreds of times, and at the real cost that was seconds of CPU
 * that prove nothing about the code. Tests lower the cost of new hashes (testing/worker-setup.ts);
 * verifying always uses the parameters stored in the hash, and nothing outside vitest may lower it.
 */
export function lowerPasswordWorkFactorForTests(n: number): void {
  if (!process.env.VITEST) throw new Error('The password work factor is lowered only in tests.');
  workFactor = n;
}
const KEY_LENGTH = 64;

/** 'scrypt$N$r$p$salt$key': the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, n = workFactor): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, N: n });
  return ['scrypt', n, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
