import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartResponseSchema } from '../../contracts/cart';
import type { Category } from '../../contracts/products';
import type { OrderStatus } from '../../contracts/order-status';
import { findOrderByCart } from '../orders/place-order';
import { orderLines, orders, variants } from '../platform/db/schema';

export interface TestShopper {
  fullName: string;
  mobile: string;
  email?: string;
}

/**
 * The route areas placeTestOrder and deliverTestOrder call (http/route-table.ts), for a test app
 * built with only the routes its test calls (buildTestApp's `routes`). Sign-in is admin-kit's.
 */
export const PLACE_ORDER_ROUTES = ['cart', 'checkout-page'] as const;
export const DELIVER_ORDER_ROUTES = ['admin-orders'] as const;

/** What goes into the test order's cart: the first available product of a category, by default a name board. */
interface TestCartLine {
  category?: Category;
  quantity?: number;
  customization?: Record<string, unknown>;
}

/**
 * A cart with one line, added through the API, and its hosted checkout opened: the cart's id and
 * the version of the cart the form showed, which the shopper's browser sends back with the form.
 * `remoteAddress` is the shopper's address for both calls (the per-address limits' tests).
 */
export async function openTestCheckout(
  app: FastifyInstance,
  line: TestCartLine & { remoteAddress?: string } = {},
): Promise<{ cartId: string; cartVersion: string }> {
  const product = app.catalog.list(line.category ?? 'Nameplates').find((p) => p.variants.some((v) => v.available));
  const variant = product?.variants.find((v) => v.available);
  if (!product || !variant) throw new Error('no product to order in the test catalogue');
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/add',
    remoteAddress: line.remoteAddress,
    payload: {
      product: { id: product.id, selectedVariantId: variant.id },
      customization: line.customization ?? { name: 'Sharma Niwas', houseNumber: 'B-12', font: 'Cinzel' },
      quantity: line.quantity ?? 1,
      clientItemId: `item-${Math.random()}`,
    },
  });
  const cart = cartResponseSchema.parse(added.json()).cart;
  if (!cart) throw new Error(`add to cart failed: ${added.body}`);
  const page = await app.inject({ method: 'GET', url: `/checkout/${cart.id}`, remoteAddress: line.remoteAddress });
  return { cartId: cart.id, cartVersion: /name="cartVersion" value="([^"]+)"/.exec(page.body)?.[1] ?? '' };
}

/**
 * Places an order the way a shopper does: add to cart through the API, then open and submit the
 * hosted checkout form. Returns the cart id (the order is found by it).
 */
export async function placeTestOrder(
  app: FastifyInstance,
  shopper: TestShopper,
  options: TestCartLine & {
    /** More form fields, as a shopper's browser (or a tampering one) would send them: the state, the
     * WhatsApp opt-in, the language, the payment choice. */
    form?: Record<string, string>;
    /** Headers on the order's POST, as a browser (or a forging client: a Host of its own) sends them. */
    headers?: Record<string, string>;
  } = {},
): Promise<string> {
  const { cartId, cartVersion } = await openTestCheckout(app, options);
  const placed = await app.inject({
    method: 'POST',
    url: `/checkout/${cartId}`,
    headers: options.headers,
    payload: {
      cartVersion,
      fullName: shopper.fullName,
      mobile: shopper.mobile,
      email: shopper.email ?? '',
      address1: '12 MG Road',
      address2: 'Near the temple',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      ...options.form,
    },
  });
  if (placed.statusCode !== 303) throw new Error(`checkout failed: ${placed.statusCode} ${placed.body}`);
  return cartId;
}

/** Walks an order through the workspace's own routes to `delivered`: proof, approval, making, dispatch. */
export async function deliverTestOrder(
  app: FastifyInstance,
  owner: { headers: Record<string, string> },
  orderId: string,
): Promise<void> {
  const proof = await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/proof`, headers: owner.headers });
  if (proof.statusCode !== 200) throw new Error(`send proof failed: ${proof.statusCode} ${proof.body}`);
  for (const status of ['approved', 'in_production', 'dispatched', 'delivered'] satisfies OrderStatus[]) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: owner.headers,
      // Since issue 20 a dispatch names its courier and AWB, as the workspace's form sends them.
      payload:
        status === 'dispatched'
          ? { status, shipment: { courier: 'delhivery', trackingNumber: '1234567890123' } }
          : { status },
    });
    if (moved.statusCode !== 200) throw new Error(`move to ${status} failed: ${moved.statusCode} ${moved.body}`);
  }
}

/**
 * A piece a claim can be opened on: a shopper's order placed at the checkout and walked to
 * delivered; the order, its first line, and that line's variant and quantity.
 */
export async function deliveredTestPiece(
  app: FastifyInstance,
  owner: { headers: Record<string, string> },
  shopper: TestShopper,
  options?: Parameters<typeof placeTestOrder>[2],
): Promise<{ orderId: string; lineId: string; variantId: string; quantity: number }> {
  const cartId = await placeTestOrder(app, shopper, options);
  const placed = await findOrderByCart(app.db, cartId);
  const line = placed?.lines[0];
  if (!placed || !line) throw new Error('no order');
  await deliverTestOrder(app, owner, placed.id);
  return { orderId: placed.id, lineId: line.id, variantId: line.variantId, quantity: line.quantity };
}

/**
 * The courier tests' order: placed at the checkout (`cartId`), its variants given a packed parcel
 * (or none, `parcel: false`), and taken through the workspace's own routes to 'in production',
 * where the owner books its courier. Returns the order's id.
 */
export async function takeToProduction(
  app: FastifyInstance,
  owner: { headers: Record<string, string> },
  cartId: string,
  /** 'seeded': the variants' parcels as the seed catalogue gives them, untouched. */
  { parcel = true }: { parcel?: boolean | 'seeded' } = {},
): Promise<string> {
  const [order] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
  if (!order) throw new Error(`no order for cart ${cartId}`);
  const lines = await app.db
    .select({ v: orderLines.variantId })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  if (parcel !== 'seeded')
    await app.db
      .update(variants)
      .set(
        parcel
          ? { packedWeightGrams: 650, boxCm: { length: 32, breadth: 22, height: 4 } }
          : { packedWeightGrams: null, boxCm: null },
      )
      .where(
        inArray(
          variants.id,
          lines.map((l) => l.v),
        ),
      );
  const proof = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/proof`,
    headers: owner.headers,
  });
  if (proof.statusCode !== 200) throw new Error(`send proof failed: ${proof.statusCode} ${proof.body}`);
  for (const status of ['approved', 'in_production']) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: owner.headers,
      payload: { status },
    });
    if (moved.statusCode !== 200) throw new Error(`move to ${status} failed: ${moved.statusCode} ${moved.body}`);
  }
  return order.id;
}
