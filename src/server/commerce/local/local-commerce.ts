import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Cart, CartAttribute } from '../../../contracts/cart';
import type { CatalogService } from '../../catalog/catalog-service';
import type { Database } from '../../platform/db/client';
import { cartLines, carts } from '../../platform/db/schema';
import { CommerceError, type CommerceProvider } from '../types';
import { CART_LIFETIME_MS, newCartId } from './cart-ids';
import { OUT_OF_STOCK_MESSAGE, requireInStock } from './stock';
import { fromPaise } from '../../../contracts/money';
import { priceCatalogLines } from '../../pricing/catalog-lines';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const cartGone = () => new CommerceError('cart_not_found', 'This cart no longer exists. Please add your items again.');

/**
 * Carts and lines in our own database. Every price is read from the catalogue by variant id
 * when the cart is shown; nothing the browser sends about money is ever stored.
 */
export function createLocalCommerce(deps: {
  db: Database;
  catalog: CatalogService;
  publicUrl?: string;
}): CommerceProvider {
  const { db, catalog } = deps;
  const checkoutUrlFor = (cartId: string) => `${deps.publicUrl ?? ''}/checkout/${cartId}`;

  function requireVariant(variantId: string) {
    const found = UUID.test(variantId) ? catalog.findVariant(variantId) : undefined;
    if (!found) throw new CommerceError('variant_not_found', 'This product option is not in our catalogue.');
    if (!found.variant.available) throw new CommerceError('variant_unavailable', OUT_OF_STOCK_MESSAGE);
    return found;
  }

  async function openCartRow(cartId: string) {
    const [row] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.status, 'open'), gt(carts.expiresAt, new Date())));
    return row;
  }

  async function readCart(cartId: string): Promise<Cart | null> {
    if (!(await openCartRow(cartId))) return null;
    const lines = await db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const shaped = lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      attributes: line.attributes,
      variantId: line.variantId,
      unitPrice: catalog.findVariant(line.variantId)?.variant.price ?? '0.00',
    }));
    const { totalPaise } = priceCatalogLines(catalog, shaped);
    return { id: cartId, checkoutUrl: checkoutUrlFor(cartId), lines: shaped, totalAmount: fromPaise(totalPaise) };
  }

  async function touch(cartId: string) {
    await db
      .update(carts)
      .set({ updatedAt: new Date(), expiresAt: new Date(Date.now() + CART_LIFETIME_MS) })
      .where(eq(carts.id, cartId));
  }

  async function mustRead(cartId: string): Promise<Cart> {
    const cart = await readCart(cartId);
    if (!cart) throw cartGone();
    return cart;
  }

  return {
    name: 'local',

    async addLine({ cartId, variantId, quantity, attributes }) {
      requireVariant(variantId);
      const line = { variantId, quantity, attributes: cleanAttributes(attributes) };
      if (cartId) {
        if (!(await openCartRow(cartId))) throw cartGone();
        await requireInStock(db, variantId, quantity, { cartId });
        await db.insert(cartLines).values({ cartId, ...line });
        await touch(cartId);
        return mustRead(cartId);
      }
      // A new cart and its first line together: a line that cannot be written leaves no empty cart.
      await requireInStock(db, variantId, quantity);
      const id = newCartId();
      await db.transaction(async (tx) => {
        await tx.insert(carts).values({ id, expiresAt: new Date(Date.now() + CART_LIFETIME_MS) });
        await tx.insert(cartLines).values({ cartId: id, ...line });
      });
      return mustRead(id);
    },

    async updateLineQuantity({ cartId, lineId, quantity }) {
      if (!(await openCartRow(cartId))) throw cartGone();
      const [current] = UUID.test(lineId)
        ? await db
            .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
            .from(cartLines)
            .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
        : [];
      // Lowering a quantity is always allowed, even to one still above what is left.
      if (current && quantity > current.quantity)
        await requireInStock(db, current.variantId, quantity, { cartId, exceptLineId: lineId });
      const updated = UUID.test(lineId)
        ? await db
            .update(cartLines)
            .set({ quantity })
            .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
            .returning({ id: cartLines.id })
        : [];
      if (updated.length === 0) throw new CommerceError('line_not_found', 'This item is no longer in your cart.');
      await touch(cartId);
      return mustRead(cartId);
    },

    async removeLines({ cartId, lineIds }) {
      if (!(await openCartRow(cartId))) throw cartGone();
      const ids = lineIds.filter((l) => UUID.test(l));
      if (ids.length > 0)
        await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, ids)));
      await touch(cartId);
      return mustRead(cartId);
    },

    getCart: readCart,

    async getCheckoutUrl(cartId) {
      const cart = await mustRead(cartId);
      if (cart.lines.length === 0)
        throw new CommerceError('cart_empty', 'Add some items to your cart before checking out.');
      return cart.checkoutUrl;
    },
  };
}

/** Keeps keys and values as strings of sane length; drops empty values. */
function cleanAttributes(attributes: CartAttribute[]): CartAttribute[] {
  return attributes
    .filter((a) => a.key.trim() !== '' && a.value !== '')
    .slice(0, 30)
    .map((a) => ({ key: a.key.slice(0, 64), value: a.value.slice(0, 1000) }));
}
