import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { redisNames } from '../platform/config';
import type { Database } from '../platform/db/client';
import { signInAs, type StaffSession } from '../testing/admin-kit';
import { removeRedisKeysUnder, testRedisPrefix } from '../testing/redis-prefix';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { createCatalogueChanges } from './catalogue-changes';

const POSTGRES = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

/** Two servers on one PostgreSQL: a change made on one is listed by the other within 5 s. */
describe
  .skipIf(!POSTGRES)
  .each([
    { via: 'PostgreSQL LISTEN/NOTIFY', env: {} },
    ...(REDIS ? [{ via: 'Redis pub/sub', env: { REDIS_URL: REDIS, REDIS_KEY_PREFIX: testRedisPrefix() } }] : []),
  ])('a studio change reaching another server by $via', ({ env }) => {
  let first: TestApp;
  let second: FastifyInstance;
  let owner: StaffSession;
  beforeAll(async () => {
    first = await buildTestApp({ name: 'postgres' }, env);
    second = await buildApp({ ...first.config, dataDir: `${first.config.dataDir}-second` }, { logger: false });
    await second.ready();
    owner = await signInAs(first.app, 'live-owner', 'owner');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const dir of [first?.config.dataDir, `${first?.config.dataDir ?? ''}-second`])
      if (dir) await rm(dir, { recursive: true, force: true });
    if (env.REDIS_URL) expect(await removeRedisKeysUnder(env.REDIS_URL, env.REDIS_KEY_PREFIX)).toEqual([]);
  });

  const listedOnSecond = async (title: string) =>
    (await second.inject({ url: '/api/products?category=Mugs' })).body.includes(title);

  it('lists a product published on the first server on the second within 5 s, and unlists it likewise', async () => {
    const title = `Live Mug ${Date.now()}`;
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: owner.headers,
      payload: {
        title,
        category: 'Mugs',
        status: 'active',
        variants: [{ title: '11oz', price: '499.00', available: true }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const started = Date.now();
    while (!(await listedOnSecond(title)) && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 50));
    expect(Date.now() - started).toBeLessThan(5000);

    const { product } = created.json<{ product: { id: string } }>();
    await first.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: owner.headers,
      payload: { status: 'draft' },
    });
    const unlisting = Date.now();
    while ((await listedOnSecond(title)) && Date.now() - unlisting < 5000) await new Promise((r) => setTimeout(r, 50));
    expect(await listedOnSecond(title)).toBe(false);
  });
});

/** Two shops on one Redis, each with its REDIS_KEY_PREFIX: a change in one studio reloads only that shop. */
describe.runIf(REDIS)('catalogue changes on a Redis two shops share', () => {
  it("reach the shop's own servers and never the other shop's", async () => {
    const heard = { first: 0, second: 0 };
    const listen = (shop: keyof typeof heard) =>
      createCatalogueChanges({
        redis: { url: REDIS!, channel: redisNames({ REDIS_KEY_PREFIX: testRedisPrefix() }).catalogueChannel },
        // Only the PostgreSQL listener reads the database.
        db: undefined as unknown as Database,
        onChange: () => void heard[shop]++,
        warn: () => undefined,
      });
    const [first, second] = await Promise.all([listen('first'), listen('second')]);
    try {
      await first.publish();
      const started = Date.now();
      while (heard.first === 0 && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 20));
      expect(heard.first).toBe(1);
      await second.publish();
      while (heard.second === 0 && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 20));
      // Long enough for a notice that crossed over to arrive (each is in within milliseconds here).
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual({ first: 1, second: 1 });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
