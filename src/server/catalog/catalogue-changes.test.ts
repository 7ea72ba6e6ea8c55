import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signInAs, type StaffSession } from '../testing/admin-kit';
import { buildTestApp, type TestApp } from '../testing/test-app';

const POSTGRES = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

/** Two servers on one PostgreSQL: a change made on one is listed by the other within 5 s. */
describe
  .skipIf(!POSTGRES)
  .each([
    { via: 'PostgreSQL LISTEN/NOTIFY', env: {} },
    ...(REDIS ? [{ via: 'Redis pub/sub', env: { REDIS_URL: REDIS } }] : []),
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
