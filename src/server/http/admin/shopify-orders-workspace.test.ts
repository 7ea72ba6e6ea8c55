import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_NOT_ARRIVED_MESSAGE,
  type OrderDetail,
  type OrderListResponse,
  type Proof,
} from '../../../contracts/admin';
import { deliverOrdersCreate, ordersCreatePayload } from '../../commerce/shopify/testing/orders-create-payload';
import { startShopifyTestStore, type ShopifyTestStore } from '../../commerce/shopify/testing/shopify-test-store';
import { eq } from 'drizzle-orm';
import type { StudioProduct, TemplateInput } from '../../../contracts/admin-products';
import { carts, orderLines, orders } from '../../platform/db/schema';
import { uploadPhoto } from '../../production/production-test-kit';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { testBackends, type TestApp } from '../../testing/test-app';
import { printAreaOf } from '../../catalog/studio/studio-templates';

const SECRET = 'shpss_workspace-test-secret';

/*
 * Issue 12's "Done when" for orders: a signed orders/create webhook, shaped as Shopify documents
 * it, makes the order appear in the owner's workspace beside local ones, with the same category,
 * production files and proof flow as an order placed on our own checkout.
 */
describe.each(testBackends)('a Shopify order in the owner’s workspace ($name)', (backend) => {
  let shop: ShopifyTestStore;
  let store: TestApp;
  let owner: StaffSession;
  let orderId: string;
  let localOrderId: string;

  beforeAll(async () => {
    shop = await startShopifyTestStore(backend, {
      token: 'workspace-test-token',
      productsPerCollection: 1,
      env: { SHOPIFY_WEBHOOK_SECRET: SECRET, PUBLIC_URL: 'https://kaarigar.example/' },
    });
    store = shop.store;
    owner = await signInAs(store.app, 'asha-owner');
    // The preview the payload names was rendered here: a line may only point at what exists.
    await store.app.objectStore.put('ai-generated/preview-3001.webp', Buffer.from('RIFF'), 'image/webp');

    // An order from our own checkout, taken before the shop switched to Shopify.
    const cartId = randomBytes(18).toString('base64url');
    await store.app.db.insert(carts).values({ id: cartId, status: 'ordered', expiresAt: new Date() });
    const [local] = await store.app.db
      .insert(orders)
      .values({ cartId, contact: { fullName: 'Meera Iyer', mobile: '9876543210' }, totalAmount: '649.00' })
      .returning({ id: orders.id });
    localOrderId = local?.id ?? '';

    const payload = ordersCreatePayload(3001);
    const [mug, board] = payload.line_items;
    mug?.properties.push({ name: '_userImage', value: await uploadPhoto(store.app, 1200, 1600) });
    mug?.properties.push({ name: 'Caption', value: 'Happy Birthday' });
    // Line item properties are the shopper's to write (the Storefront API is public): an image
    // pointing at another server is not kept, and no property decides the line's category.
    board?.properties.push(
      { name: 'House number', value: '12' },
      { name: '_previewImage', value: 'https://images.example.net/board.webp' },
      { name: '_category', value: 'Mugs' },
    );
    const delivered = await deliver(payload, 'workspace-delivery-3001');
    expect([delivered.statusCode, delivered.json()]).toStrictEqual([200, { success: true, duplicate: false }]);
    const list = await store.app.inject({ url: '/api/admin/orders', headers: owner.headers });
    orderId = list.json<OrderListResponse>().orders.find((o) => o.shopperName === 'Asha Rao')?.id ?? '';
  }, 120_000);
  afterAll(() => shop?.close());

  const deliver = (payload: ReturnType<typeof ordersCreatePayload>, webhookId: string) =>
    deliverOrdersCreate(store.app, payload, { secret: SECRET, webhookId });

  const detail = async () =>
    (await store.app.inject({ url: `/api/admin/orders/${orderId}`, headers: owner.headers })).json<OrderDetail>();

  it('lists the order beside local ones, with the shopper and their delivery address', async () => {
    const list = (
      await store.app.inject({ url: '/api/admin/orders', headers: owner.headers })
    ).json<OrderListResponse>();
    expect(list.orders.map((o) => o.id).sort()).toStrictEqual([orderId, localOrderId].sort());
    expect(list.orders.find((o) => o.id === orderId)).toMatchObject({
      shopperName: 'Asha Rao',
      mobile: '+91 98450 00000',
      totalAmount: '2098.00',
      itemCount: 3,
      categories: ['Mugs', 'Nameplates'],
    });
    expect((await detail()).delivery).toStrictEqual({
      fullName: 'Asha Rao',
      mobile: '+91 98450 00000',
      email: 'asha@example.com',
      address1: '12 MG Road',
      address2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
  });

  it('gives each line its category from the synced catalogue, its preview and its production files', async () => {
    const { lines } = await detail();
    const [mug, board] = lines.sort((a, b) => a.productTitle.localeCompare(b.productTitle));
    const base = (id: string | undefined) => `/api/admin/orders/${orderId}/lines/${id}/production`;
    expect(mug).toMatchObject({
      productTitle: 'Mug 1',
      category: 'Mugs',
      previewUrl: '/objects/ai-generated/preview-3001.webp',
      photoUrl: expect.stringMatching(/^\/objects\/uploads\//),
      files: [{ kind: 'png', url: `${base(mug?.id)}.png` }],
    });
    const boardImage = store.app.catalog.findVariant('gid://shopify/ProductVariant/70010001')?.variant.image?.url;
    expect(boardImage).toMatch(/^\/images\/catalog\/shopify-/);
    expect(board).toMatchObject({
      productTitle: 'Name board 1',
      category: 'Nameplates',
      previewUrl: boardImage,
      attributes: [
        { key: 'Name', value: 'Rao Residence' },
        { key: 'House number', value: '12' },
      ],
      files: [
        { kind: 'svg', url: `${base(board?.id)}.svg` },
        { kind: 'pdf', url: `${base(board?.id)}.pdf` },
      ],
    });

    const svg = await store.app.inject({ url: `${base(board?.id)}.svg`, headers: owner.headers });
    expect([svg.statusCode, svg.headers['content-type']]).toStrictEqual([200, 'image/svg+xml']);
    expect(svg.body).toMatch(/<svg [^>]*width="[\d.]+mm" height="[\d.]+mm"/);
    expect(svg.body).toContain('Name board 1');
    const pdf = await store.app.inject({ url: `${base(board?.id)}.pdf`, headers: owner.headers });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toStrictEqual([200, '%PDF-']);
    const mugFiles = await store.app.inject({ url: base(mug?.id), headers: owner.headers });
    expect([mugFiles.statusCode, mugFiles.json()]).toMatchObject([
      200,
      { files: [{ kind: 'png', url: `${base(mug?.id)}.png` }] },
    ]);
  });

  it('links a cart line to its order at the store’s public address, and the link lands on the order', async () => {
    const variantId = 'gid://shopify/ProductVariant/70010001';
    const added = await store.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      // A request naming another Host must not put that host into a link staff follow to sign in.
      headers: { host: 'sign-in.example.net' },
      payload: {
        product: { id: store.app.catalog.findVariant(variantId)?.product.id, selectedVariantId: variantId },
        customization: { name: 'Rao Residence' },
        clientItemId: 'item-3001-b',
      },
    });
    expect(added.statusCode).toBe(200);
    const sentToShopify = JSON.stringify(shop.fake.seen.at(-1)?.variables);
    expect(sentToShopify).toContain(
      '"key":"_proof","value":"https://kaarigar.example/admin/orders/by-line/item-3001-b"',
    );
    expect(sentToShopify).not.toContain('sign-in.example.net');

    // Shopify admin shows the link; it opens a workspace page (signing in on the way), which asks
    // the owner's API for the line's order and moves on to it. Only the owner may ask.
    const byLine = (clientItemId: string, headers: Record<string, string> = owner.headers) =>
      store.app.inject({ url: `/api/admin/orders/by-line/${encodeURIComponent(clientItemId)}`, headers });
    expect((await byLine('item-3001-b')).json()).toStrictEqual({ orderId });
    expect((await byLine('item-3001-b', {})).statusCode).toBe(401);
    const notYet = await byLine('item-not-ordered-yet');
    expect([notYet.statusCode, notYet.json<{ error: string }>().error]).toStrictEqual([404, ORDER_NOT_ARRIVED_MESSAGE]);
    expect((await detail()).id).toBe(orderId);
  });

  it('sends a proof that the shopper opens and approves at /proof/<token>', async () => {
    const sent = await store.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/proof`,
      headers: owner.headers,
    });
    expect(sent.statusCode).toBe(200);
    const { proofUrl, whatsappUrl } = sent.json<{ proofUrl: string; whatsappUrl: string }>();
    expect(whatsappUrl).toMatch(/^https:\/\/wa\.me\/919845000000\?text=Hello%20Asha/);
    // No SMTP in tests: the message waits in the outbox, addressed to the Shopify customer.
    const outbox = await store.app.inject({ url: '/api/admin/outbox', headers: owner.headers });
    expect(outbox.json<{ messages: Array<{ to: string; orderId: string; text: string }> }>().messages).toContainEqual(
      expect.objectContaining({ to: 'asha@example.com', orderId, text: expect.stringContaining(proofUrl) }),
    );
    const token = new URL(proofUrl).pathname.replace(/^\/proof\//, '');

    const proof = (await store.app.inject({ url: `/api/proofs/${token}` })).json<Proof>();
    expect(proof).toMatchObject({ state: 'awaiting', firstName: 'Asha' });
    expect(proof.lines.map((l) => [l.productTitle, l.previewUrl !== null])).toStrictEqual(
      expect.arrayContaining([
        ['Mug 1', true],
        ['Name board 1', true],
      ]),
    );
    const approved = await store.app.inject({ method: 'POST', url: `/api/proofs/${token}/approve` });
    expect([approved.statusCode, approved.json<Proof>().state]).toStrictEqual([200, 'approved']);
    expect((await detail()).status).toBe('approved');
  });
  it('keeps the size and print area a line was bought at, whatever the studio changes later', async () => {
    const boardLine = async (id: string) => {
      const rows = await store.app.db.select().from(orderLines).where(eq(orderLines.orderId, id));
      return rows.find((l) => l.productTitle === 'Name board 1')!;
    };
    const svgOf = async (id: string, lineId: string) => {
      const res = await store.app.inject({
        url: `/api/admin/orders/${id}/lines/${lineId}/production.svg`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const products = (await store.app.inject({ url: '/api/admin/products', headers: owner.headers })).json<{
      products: StudioProduct[];
    }>().products;
    const board = products.find((p) => p.shopify?.id === 'gid://shopify/Product/7001000')!;
    const image = board.images[0]!;

    // Kept when the order arrived: the print area the shopper's preview used, and the size the
    // variant's title names ("Large": the 14 x 9 in blank).
    const bought = await boardLine(orderId);
    expect(bought.printArea).toStrictEqual(image.printArea);
    expect(bought.sizeMm).toStrictEqual({ widthMm: 14 * 25.4, heightMm: 9 * 25.4 });
    const before = await svgOf(orderId, bought.id);
    expect(before).toMatch(/<svg [^>]*width="355.6mm" height="228.6mm"/);

    // The owner then draws the board's face as a quad, in another material, in the studio.
    const template: TemplateInput = {
      area: {
        kind: 'quad',
        corners: [
          [180, 280],
          [860, 340],
          [860, 620],
          [180, 720],
        ],
      },
      surface: 'board',
      surfaceColor: '#6b4423',
      material: 'brass',
    };
    const put = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${board.id}/images/${image.id}/template`,
      headers: owner.headers,
      payload: template,
    });
    expect(put.statusCode).toBe(200);

    // The order placed before keeps its piece, to the byte...
    expect((await boardLine(orderId)).printArea).toStrictEqual(bought.printArea);
    expect(await svgOf(orderId, bought.id)).toBe(before);
    // ...while an order arriving now is made through the new template.
    expect((await deliver(ordersCreatePayload(3002), 'workspace-delivery-3002')).statusCode).toBe(200);
    const [later] = await store.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.cartId, `shopify-order-${5_600_003_002}`));
    const laterLine = await boardLine(later!.id);
    expect(laterLine.printArea).toStrictEqual(printAreaOf(template));
    expect(laterLine.sizeMm).toStrictEqual(bought.sizeMm);
    expect(await svgOf(later!.id, laterLine.id)).not.toBe(before);

    // A variant deleted in Shopify before the order arrived: the line is kept, with its category,
    // but with no size or print area there is no piece to make, as docs/shopify.md says.
    const gone = ordersCreatePayload(3003);
    gone.line_items[1]!.variant_id = 70_019_999;
    expect((await deliver(gone, 'workspace-delivery-3003')).statusCode).toBe(200);
    const [third] = await store.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.cartId, `shopify-order-${5_600_003_003}`));
    const orphan = await boardLine(third!.id);
    expect(orphan).toMatchObject({ category: 'Nameplates', sizeMm: null, printArea: null });
    const files = await store.app.inject({
      url: `/api/admin/orders/${third!.id}/lines/${orphan.id}/production`,
      headers: owner.headers,
    });
    expect(files.json()).toMatchObject({ files: [], unavailable: 'This product is no longer in the catalogue.' });
  });
});
