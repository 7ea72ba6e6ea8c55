import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewResponseSchema } from '../../../contracts/previews';
import type { Product } from '../../../contracts/products';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 45 item 6: a kids plate bought as Unicorn still carried the Space preview. The server
 * holds a cart line's preview to the option it was drawn for: the variant's own photo.
 */
describe('a cart line keeps the preview of its own option', { timeout: 120_000 }, () => {
  let t: TestApp;
  let plate: Product;
  const variantOf = (theme: string) => plate.variants.find((v) => v.title.startsWith(`${theme} /`) && v.available)!;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    plate = t.app.catalog.list('Kids Buntings').find((p) => p.handle === 'cloud-kids-name-plate')!;
  });
  afterAll(async () => t?.close());

  const previewOn = async (imageUrl: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/customize/kids',
      payload: { childName: 'Aarav', productImageUrl: imageUrl },
    });
    expect(res.statusCode, res.body).toBe(200);
    return previewResponseSchema.parse(res.json()).imageUrl!;
  };
  const add = (variantId: string, previewImage: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: plate.id, selectedVariantId: variantId },
        customization: { childName: 'Aarav', previewImage },
        quantity: 1,
        cartId: null,
        clientItemId: `item-${Math.random()}`,
      },
    });

  it('refuses the Space preview on a Unicorn line, and takes it on a Space line', async () => {
    const space = variantOf('Space');
    const unicorn = variantOf('Unicorn');
    expect(space.image?.url).not.toBe(unicorn.image?.url);
    const spacePreview = await previewOn(space.image!.url);

    const wrong = await add(unicorn.id, `${spacePreview}?t=1700000000`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: string }>().error).toMatch(/another option/);

    expect((await add(space.id, spacePreview)).statusCode).toBe(200);
  });

  it('takes a size of the same theme: the same photo, the same look', async () => {
    const a4 = plate.variants.find((v) => v.title === 'Space / A4')!;
    const a3 = plate.variants.find((v) => v.title === 'Space / A3')!;
    expect(a4.image?.url).toBe(a3.image?.url);
    expect((await add(a3.id, await previewOn(a4.image!.url))).statusCode).toBe(200);
  });
});
