import { describe, expect, inject, it } from 'vitest';
import { withClient } from './database-templates';
import { borrowPostgresDatabase } from './postgres-databases';

const adminUrl = process.env.TEST_DATABASE_URL;

/** What a test could leave behind, read so that two states can be compared. */
const snapshot = (url: string) =>
  withClient(url, async (c) => {
    const n = async (query: string) => (await c.query<{ n: number }>(query)).rows[0]?.n;
    return {
      products: await n('SELECT count(*)::int AS n FROM products'),
      renamed: await n(`SELECT count(*)::int AS n FROM products WHERE title LIKE 'Renamed%'`),
      carts: await n('SELECT count(*)::int AS n FROM carts'),
      events: await n('SELECT count(*)::int AS n FROM analytics_events'),
    };
  });

const addEvent = (url: string) =>
  withClient(
    url,
    async (c) =>
      (
        await c.query<{ id: number }>(
          `INSERT INTO analytics_events (name, session_id, path, props, occurred_at) VALUES ('view', 's', '/', '{}', now()) RETURNING id`,
        )
      ).rows[0]?.id,
  );

describe.runIf(adminUrl)('a PostgreSQL database lent to one app after another', () => {
  it('comes back as the template left it: rows, changed catalogue rows and sequences', async () => {
    const template = inject('postgresTemplate')!;
    const first = await borrowPostgresDatabase(adminUrl!, template);
    const before = await snapshot(first.url);
    expect(before.products).toBeGreaterThan(0);

    await withClient(first.url, async (c) => {
      await c.query(`UPDATE products SET title = 'Renamed ' || title`);
      await c.query(`INSERT INTO carts (id, expires_at) VALUES ('c_left_behind', now())`);
    });
    const firstEvent = await addEvent(first.url);
    await addEvent(first.url);
    expect(await snapshot(first.url)).not.toEqual(before);
    await first.giveBack();

    const second = await borrowPostgresDatabase(adminUrl!, template);
    expect(second.url).toBe(first.url);
    expect(await snapshot(second.url)).toEqual(before);
    // The next id is the one a fresh copy of the template would hand out.
    expect(await addEvent(second.url)).toBe(firstEvent);
    await second.giveBack();
  });

  it('lends two apps alive at once two databases', async () => {
    const template = inject('postgresTemplate')!;
    const a = await borrowPostgresDatabase(adminUrl!, template);
    const b = await borrowPostgresDatabase(adminUrl!, template);
    expect(b.url).not.toBe(a.url);
    await Promise.all([a.giveBack(), b.giveBack()]);
  });
});
