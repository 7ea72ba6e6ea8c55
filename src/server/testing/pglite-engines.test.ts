import { sql } from 'drizzle-orm';
import { inject, describe, expect, it } from 'vitest';
import { loadPgliteTemplate } from './database-templates';
import { borrowPgliteDatabase } from './pglite-engines';

/** What a test could leave behind, read so that two states can be compared. */
async function snapshot(db: Parameters<typeof count>[0]) {
  return {
    products: await count(db, 'SELECT count(*)::int AS n FROM products'),
    productNames: await count(db, `SELECT count(*)::int AS n FROM products WHERE title LIKE 'Renamed%'`),
    carts: await count(db, 'SELECT count(*)::int AS n FROM carts'),
    events: await count(db, 'SELECT count(*)::int AS n FROM analytics_events'),
    users: await count(db, 'SELECT count(*)::int AS n FROM users'),
  };
}

async function count(db: { execute(q: ReturnType<typeof sql.raw>): Promise<unknown> }, query: string) {
  const result = (await db.execute(sql.raw(query))) as { rows: { n: number }[] };
  return result.rows[0]?.n;
}

describe('a PGlite engine lent to one app after another', () => {
  it('comes back as the template left it: rows, changed catalogue rows and sequences', async () => {
    const template = await loadPgliteTemplate(inject('pgliteTemplateFile'));
    const first = await borrowPgliteDatabase(template);
    const db = first.handle.db;
    const before = await snapshot(db);
    expect(before.products).toBeGreaterThan(0);

    await db.execute(sql`UPDATE products SET title = 'Renamed ' || title`);
    await db.execute(sql`INSERT INTO carts (id, expires_at) VALUES ('c_left_behind', now())`);
    const firstEvent = await db.execute(
      sql`INSERT INTO analytics_events (name, session_id, path, props, occurred_at) VALUES ('view', 's', '/', '{}', now()) RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO analytics_events (name, session_id, path, props, occurred_at) VALUES ('view', 's', '/', '{}', now())`,
    );
    expect(await snapshot(db)).not.toEqual(before);
    await first.giveBack();

    const second = await borrowPgliteDatabase(template);
    expect(second.handle).toBe(first.handle);
    expect(await snapshot(second.handle.db)).toEqual(before);
    // The next id is the one a fresh copy of the template would hand out.
    const again = await second.handle.db.execute(
      sql`INSERT INTO analytics_events (name, session_id, path, props, occurred_at) VALUES ('view', 's', '/', '{}', now()) RETURNING id`,
    );
    expect((again as { rows: unknown[] }).rows).toEqual((firstEvent as { rows: unknown[] }).rows);
    await second.giveBack();
  });

  it('lends two apps alive at once two engines', async () => {
    const template = await loadPgliteTemplate(inject('pgliteTemplateFile'));
    const a = await borrowPgliteDatabase(template);
    const b = await borrowPgliteDatabase(template);
    expect(b.handle).not.toBe(a.handle);
    await Promise.all([a.giveBack(), b.giveBack()]);
  });
});
