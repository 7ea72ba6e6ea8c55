import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartResponseSchema } from '../../contracts/cart';
import type { Product } from '../../contracts/products';
import { variants } from '../platform/db/schema';

/** A seeded nameboard and one of its variants: seeded variants go by their row id. */
export function nameboardVariant(app: FastifyInstance, index = 0) {
  const product = app.catalog.list('Nameplates').find((p) => p.variants[index]?.available)!;
  const variant = product.variants[index]!;
  return { product, variantId: variant.id };
}

/**
 * Sets a variant's stock and reads the catalogue again as the studio does (refresh, not reload):
 * a reload joins a load already under way, such as the one an earlier test's sale set off, which
 * may have read the stock before this change and would leave the store showing it sold out.
 */
export async function setStock(app: FastifyInstance, variantId: string, stock: number | null) {
  await app.db.update(variants).set({ stock }).where(eq(variants.id, variantId));
  await app.catalog.refresh();
}

export async function stockOf(app: FastifyInstance, variantId: string) {
  const [row] = await app.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
  return row?.stock;
}

/** POST /api/cart/add for one variant, as the store sends it. */
export function addToCart(
  app: FastifyInstance,
  item: { product: Product; variantId: string },
  options: { cartId?: string; quantity?: number } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: {
      product: { id: item.product.id, selectedVariantId: item.variantId },
      customization: { name: 'Sharma Niwas', houseNumber: 'B-12' },
      quantity: options.quantity ?? 1,
      cartId: options.cartId ?? null,
      clientItemId: `item-${Math.random()}`,
    },
  });
}

/** A new cart holding `quantity` of the variant; its id. */
export async function cartWith(app: FastifyInstance, item: { product: Product; variantId: string }, quantity = 1) {
  const added = await addToCart(app, item, { quantity });
  const cart = cartResponseSchema.parse(added.json()).cart;
  if (!cart) throw new Error(`add to cart failed: ${added.body}`);
  return cart.id;
}

/**
 * Opens the hosted checkout and submits it, as a shopper's browser does; the POST's response.
 * `shopper` numbers a distinct shopper (own phone and address), so limits per phone or per IP on
 * placing orders do not stand in for stock in a rush of shoppers.
 */
export async function submitCheckout(
  app: FastifyInstance,
  cartId: string,
  form: Record<string, string> = {},
  shopper = 0,
) {
  const remoteAddress = `10.0.${Math.floor(shopper / 250)}.${(shopper % 250) + 1}`;
  const page = await app.inject({ method: 'GET', url: `/checkout/${cartId}`, remoteAddress });
  const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url: `/checkout/${cartId}`,
    remoteAddress,
    payload: {
      cartVersion,
      fullName: 'Kavya Rao',
      mobile: String(9_876_500_000 + shopper),
      address1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      ...form,
    },
  });
}
