import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../contracts/cart';
import { orders } from '../platform/db/schema';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { sweepUnreferencedPreviews } from './preview-sweep';

const DAY = 24 * 60 * 60 * 1000;
const key = (name: string) => `ai-generated/${name.padEnd(40, '0')}.webp`;

/** The probe: every distinct preview was kept forever (~87 KB each). */
describe.each(testBackends)('sweeping previews nobody references on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  const put = async (name: string, ageMs: number) => {
    await t.app.objectStore.put(key(name), Buffer.from('webp'), 'image/webp');
    const when = new Date(Date.now() - ageMs);
    await utimes(join(t.config.objectDir, key(name)), when, when);
  };

  it('deletes old unreferenced previews and keeps those in a cart, an order, or still young', async () => {
    await put('aaaa', 10 * DAY);
    await put('bbbb', 10 * DAY);
    await put('cccc', 10 * DAY);
    await put('dddd', 1000);
    const board = t.app.catalog.list('Nameplates').find((p) => p.variants.some((v) => v.available))!;
    const addWith = async (name: string) =>
      cartResponseSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/cart/add',
            payload: {
              product: { id: board.id, selectedVariantId: board.variants.find((v) => v.available)!.id },
              customization: { name: 'Kept', previewImage: `/objects/${key(name)}` },
              clientItemId: `item-${name}`,
            },
          })
        ).json(),
      ).cart!;
    await addWith('aaaa');
    const ordered = await addWith('bbbb');
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${ordered.id}` });
    const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const placed = await t.app.inject({
      method: 'POST',
      url: `/checkout/${ordered.id}`,
      payload: {
        cartVersion,
        fullName: 'Asha',
        mobile: '9876543210',
        address1: '1 Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    });
    expect(placed.statusCode).toBe(303);
    expect(await t.app.db.select().from(orders)).toHaveLength(1);

    const result = await sweepUnreferencedPreviews({
      db: t.app.db,
      store: t.app.objectStore,
      olderThan: new Date(Date.now() - DAY),
    });
    expect(result.deleted).toBe(1);
    expect(await t.app.objectStore.exists(key('aaaa'))).toBe(true);
    expect(await t.app.objectStore.exists(key('bbbb'))).toBe(true);
    expect(await t.app.objectStore.exists(key('cccc'))).toBe(false);
    expect(await t.app.objectStore.exists(key('dddd'))).toBe(true);
  });

  it("keeps a preview's notice sidecar while its image is referenced, and sweeps it with an unreferenced one", async () => {
    const sidecar = (name: string) => key(name).replace(/\.webp$/, '.json');
    for (const name of ['aaaa', 'eeee']) {
      await t.app.objectStore.put(sidecar(name), Buffer.from('{"notice":"n"}'), 'application/json');
      const when = new Date(Date.now() - 10 * DAY);
      await utimes(join(t.config.objectDir, sidecar(name)), when, when);
    }
    await sweepUnreferencedPreviews({ db: t.app.db, store: t.app.objectStore, olderThan: new Date(Date.now() - DAY) });
    expect(await t.app.objectStore.exists(sidecar('aaaa'))).toBe(true);
    expect(await t.app.objectStore.exists(sidecar('eeee'))).toBe(false);
  });
});
