import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../contracts/cart';
import type { Product } from '../../../contracts/products';
import { cartLines, orderLines, orders } from '../../platform/db/schema';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('cart and checkout API on $name', (backend) => {
  let t: TestApp;
  let product: Product;
  let unavailableVariantId: string;
  let unavailableProductId: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    // A line may only name a preview that exists: this one was rendered.
    await t.app.objectStore.put('ai-generated/abc123stored.webp', Buffer.from('RIFF'), 'image/webp');
    const all = t.app.catalog.list();
    product = all.find((p) => p.variants.length >= 2 && p.variants.every((v) => v.available)) ?? all[0]!;
    // With its own product's id: a variant named under another product is refused before stock is checked.
    const unavailable = all.find((p) => p.variants.some((v) => !v.available))!;
    unavailableProductId = unavailable.id;
    unavailableVariantId = unavailable.variants.find((v) => !v.available)!.id;
  });
  afterAll(async () => t?.close());

  const add = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/cart/add', payload: body });
  const addLine = (cartId: string | null, variantIndex = 0, extra: Record<string, unknown> = {}) =>
    add({
      product: { id: product.id, selectedVariantId: product.variants[variantIndex]!.id },
      customization: {
        name: 'Sharma Niwas',
        houseNumber: 'B-12',
        aiPrompt: 'Elegant gold script',
        previewImage: '/objects/ai-generated/abc123stored.webp?t=1700000000',
      },
      quantity: 1,
      cartId,
      clientItemId: `item-${Math.random()}`,
      ...extra,
    });

  it('creates a cart on the first add, with an unguessable id and the catalogue price', async () => {
    const res = await addLine(null);
    expect(res.statusCode).toBe(200);
    const { success, cart } = cartResponseSchema.parse(res.json());
    expect(success).toBe(true);
    expect(cart?.id).toMatch(/^c_[\w-]{24}$/);
    expect(cart?.checkoutUrl).toBe(`/checkout/${cart?.id}`);
    expect(cart?.lines).toHaveLength(1);
    expect(cart?.lines[0]?.unitPrice).toBe(product.variants[0]!.price);
    expect(cart?.totalAmount).toBe(product.variants[0]!.price);
    const attrs = Object.fromEntries(cart!.lines[0]!.attributes.map((a) => [a.key, a.value]));
    expect(attrs).toMatchObject({
      Name: 'Sharma Niwas',
      'House number': 'B-12',
      'AI prompt': 'Elegant gold script',
      _previewImage: '/objects/ai-generated/abc123stored.webp',
    });
    expect(attrs._clientItemId).toMatch(/^item-/);
  });

  it('adds to an existing cart, updates quantity, removes lines and reads the cart back', async () => {
    const first = cartResponseSchema.parse((await addLine(null)).json()).cart!;
    const second = cartResponseSchema.parse((await addLine(first.id, 1)).json()).cart!;
    expect(second.id).toBe(first.id);
    expect(second.lines).toHaveLength(2);
    const lineId = second.lines[1]!.id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      payload: { cartId: first.id, lineId, quantity: 3 },
    });
    expect(updated.statusCode).toBe(200);
    const cart = cartResponseSchema.parse(updated.json()).cart!;
    expect(cart.lines[1]!.quantity).toBe(3);
    const expected = Number(product.variants[0]!.price) + 3 * Number(product.variants[1]!.price);
    expect(Number(cart.totalAmount)).toBeCloseTo(expected, 2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/remove',
      payload: { cartId: first.id, lineIds: [lineId] },
    });
    expect(cartResponseSchema.parse(removed.json()).cart!.lines).toHaveLength(1);
    const got = await t.app.inject({ method: 'GET', url: `/api/cart?cartId=${first.id}` });
    expect(got.statusCode).toBe(200);
    expect(cartResponseSchema.parse(got.json()).cart!.lines).toHaveLength(1);
  });

  it('ignores any price the client sends', async () => {
    const res = await addLine(null, 0, {
      product: { id: product.id, selectedVariantId: product.variants[0]!.id, price: '1.00' },
      price: '1.00',
      totalAmount: '1.00',
    });
    const cart = cartResponseSchema.parse(res.json()).cart!;
    expect(cart.lines[0]!.unitPrice).toBe(product.variants[0]!.price);
    const [row] = await t.app.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    expect(JSON.stringify(row)).not.toContain('"1.00"');
  });

  it('refuses unknown and unavailable variants, unknown carts and quantities below 1', async () => {
    const unknownVariant = await add({
      product: { id: 'x', selectedVariantId: '00000000-0000-4000-8000-000000000000' },
      clientItemId: 'a',
    });
    expect(unknownVariant.statusCode).toBe(400);
    expect(unknownVariant.json()).toMatchObject({
      success: false,
      error: 'This product option is not in our catalogue.',
    });
    const unavailable = await add({
      product: { id: unavailableProductId, selectedVariantId: unavailableVariantId },
      clientItemId: 'a',
    });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().error).toBe('This combination is currently out of stock');
    const unknownCart = await addLine('c_doesnotexistdoesnotexist');
    expect(unknownCart.statusCode).toBe(404);
    const cart = cartResponseSchema.parse((await addLine(null)).json()).cart!;
    const zero = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      payload: { cartId: cart.id, lineId: cart.lines[0]!.id, quantity: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toContain('Quantity must be at least 1');
    const missingLine = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      payload: { cartId: cart.id, lineId: '00000000-0000-4000-8000-000000000000', quantity: 2 },
    });
    expect(missingLine.statusCode).toBe(404);
    const gone = await t.app.inject({ method: 'GET', url: '/api/cart?cartId=c_doesnotexistdoesnotexist' });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a preview image that is not ours', async () => {
    for (const previewImage of [
      'https://evil.example/x.png',
      '/objects/ai-generated/../../etc/passwd',
      'javascript:alert(1)',
    ]) {
      const res = await addLine(null, 0, { customization: { previewImage } });
      expect(res.statusCode, previewImage).toBe(400);
      expect(res.json().error).toBe('The preview image must be an image from this store');
    }
  });

  it('refuses an encoded climb out of our folders and an image of ours that does not exist', async () => {
    for (const previewImage of [
      '/objects/ai-generated/%2e%2e/%2e%2e/api/admin/session',
      '/objects/ai-generated/..%2f..%2fapi%2fadmin%2fsession',
      '/objects/ai-generated/neverrendered.webp',
      '/images/catalog/no-such-product/640.webp',
    ]) {
      const res = await addLine(null, 0, { customization: { previewImage } });
      expect(res.statusCode, previewImage).toBe(400);
      expect(res.json().error).toBe('The preview image must be an image from this store');
    }
    for (const userImageUrl of [
      '/objects/uploads/%2e%2e/%2e%2e/api/admin/session',
      '/objects/uploads/neveruploaded.webp',
    ]) {
      const res = await addLine(null, 0, { customization: { userImageUrl } });
      expect(res.statusCode, userImageUrl).toBe(400);
      expect(res.json().error).toBe('The uploaded photo must be an image from this store');
    }
    const catalogImage = product.images[0]!.url;
    const kept = await addLine(null, 0, { customization: { previewImage: catalogImage } });
    expect(kept.statusCode).toBe(200);
  });

  it('creates a checkout from the cart, never from a URL the client sent', async () => {
    const cart = cartResponseSchema.parse((await addLine(null)).json()).cart!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/create',
      payload: { cartId: cart.id, checkoutUrl: 'https://evil.example/pay' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, checkoutUrl: `/checkout/${cart.id}` });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/create',
      payload: { cartId: 'c_nopenopenopenope' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
  });

  it('places an order through the hosted checkout page and closes the cart', async () => {
    const cart = cartResponseSchema.parse((await addLine(null)).json()).cart!;
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${cart.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay on delivery');
    expect(page.body).toContain('/objects/ai-generated/abc123stored.webp');
    expect(page.body).not.toMatch(/<script/i);

    const bad = await t.app.inject({
      method: 'POST',
      url: `/checkout/${cart.id}`,
      payload: { fullName: 'Asha', mobile: '12345', pincode: '01234' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter a 10-digit Indian mobile number');
    expect(bad.body).toContain('Enter your 6-digit PIN code');
    expect(bad.body).toContain('value="Asha"');

    // The form carries the version of the cart it showed (an order is placed only for that cart).
    const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page.body)?.[1];
    expect(cartVersion).toBeTruthy();
    const form = {
      cartVersion,
      fullName: 'Asha Sharma',
      mobile: '+91 98765 43210',
      email: '',
      address1: '12 MG Road',
      address2: '',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    };
    const placed = await t.app.inject({ method: 'POST', url: `/checkout/${cart.id}`, payload: form });
    expect(placed.statusCode).toBe(303);
    const confirmation = await t.app.inject({ method: 'GET', url: `/checkout/${cart.id}` });
    expect(confirmation.body).toContain('your order is placed');
    expect(confirmation.body).toMatch(/KG-\d{5}/);

    const [order] = await t.app.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(order?.contact.mobile).toBe('9876543210');
    expect(order?.totalAmount).toBe(product.variants[0]!.price);
    const lines = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines[0]?.previewImageUrl).toBe('/objects/ai-generated/abc123stored.webp');
    expect(lines[0]?.attributes.find((a) => a.key === 'Name')?.value).toBe('Sharma Niwas');

    const after = await t.app.inject({ method: 'GET', url: `/api/cart?cartId=${cart.id}` });
    expect(after.statusCode).toBe(404);
    const twice = await t.app.inject({ method: 'POST', url: `/checkout/${cart.id}`, payload: form });
    expect(twice.statusCode).toBe(303);
    expect(await t.app.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
  });
});
