import type { Cart } from '../../../contracts/cart';
import { CommerceError, type CommerceProvider } from '../types';
import { cartGone, stockWarningError, userErrorToCommerceError } from './cart-errors';
import { addToCartMutation, createCartMutation, editCartLinesMutation, removeFromCartMutation } from './mutations/cart';
import { getCartQuery } from './queries/cart';
import { reshapeCart } from './reshape';
import { createShopifyFetch, type ShopifyConnectionOptions } from './shopify-fetch';
import type {
  ShopifyAddToCartOperation,
  ShopifyCart,
  ShopifyCartOperation,
  ShopifyCartPayload,
  ShopifyCreateCartOperation,
  ShopifyOperation,
  ShopifyRemoveFromCartOperation,
  ShopifyUpdateCartOperation,
} from './types';

/*
 * Cart ids on this provider are the Shopify cart GIDs it issued. Anything else (say a local
 * cart id still in a browser after switching providers) cannot be a Shopify cart, and Shopify
 * would answer it with a top-level "invalid id" error that would read as an outage.
 */
const isCartGid = (id: string) => id.startsWith('gid://shopify/Cart/');

/**
 * Carts and checkout on Shopify through the Storefront API. Variant ids go to Shopify as they
 * are: the catalogue must hold Shopify ProductVariant GIDs for this provider to find them.
 */
export function createShopifyCommerce(options: ShopifyConnectionOptions): CommerceProvider {
  const shopifyFetch = createShopifyFetch(options);

  async function mutate<T extends ShopifyOperation>(
    query: string,
    variables: T['variables'],
    payloadOf: (data: T['data']) => ShopifyCartPayload,
    operation: 'add' | 'update' | 'remove',
    touched: { variantId?: string; lineId?: string } = {},
  ): Promise<Cart> {
    const { cart, userErrors, warnings } = payloadOf(await shopifyFetch<T>(query, variables));
    const [firstError] = userErrors;
    if (firstError) throw userErrorToCommerceError(firstError, operation);
    if (!cart) throw cartGone();
    const shaped = reshapeCart(cart);
    const warning = stockWarningError(warnings, shaped.lines, touched);
    if (warning) throw warning;
    return shaped;
  }

  async function readCart(cartId: string): Promise<ShopifyCart | null> {
    if (!isCartGid(cartId)) return null;
    const data = await shopifyFetch<ShopifyCartOperation>(getCartQuery, { cartId });
    return data.cart;
  }

  function requireCartGid(cartId: string) {
    if (!isCartGid(cartId)) throw cartGone();
  }

  async function removeLines(cartId: string, lineIds: string[]): Promise<Cart> {
    return mutate<ShopifyRemoveFromCartOperation>(
      removeFromCartMutation,
      { cartId, lineIds },
      (d) => d.cartLinesRemove,
      'remove',
    );
  }

  return {
    name: 'shopify',

    async addLine({ cartId, variantId, quantity, attributes }) {
      const lines = [{ merchandiseId: variantId, quantity, attributes }];
      if (!cartId) {
        return mutate<ShopifyCreateCartOperation>(
          createCartMutation,
          { input: { lines } },
          (d) => d.cartCreate,
          'add',
          { variantId },
        );
      }
      requireCartGid(cartId);
      return mutate<ShopifyAddToCartOperation>(addToCartMutation, { cartId, lines }, (d) => d.cartLinesAdd, 'add', {
        variantId,
      });
    },

    async updateLineQuantity({ cartId, lineId, quantity }) {
      requireCartGid(cartId);
      const lines = [{ id: lineId, quantity }];
      return mutate<ShopifyUpdateCartOperation>(
        editCartLinesMutation,
        { cartId, lines },
        (d) => d.cartLinesUpdate,
        'update',
        { lineId },
      );
    },

    async removeLines({ cartId, lineIds }) {
      requireCartGid(cartId);
      try {
        return await removeLines(cartId, lineIds);
      } catch (error) {
        // Removing is idempotent for the shopper, as on the local provider: a double tap or a
        // second tab must not fail because a line is already gone. Shopify rejects the whole
        // call for one unknown id, so retry with the ids the cart still has.
        if (!(error instanceof CommerceError) || error.code !== 'line_not_found') throw error;
        const cart = await readCart(cartId);
        if (!cart) throw cartGone();
        const present = lineIds.filter((id) => cart.lines.edges.some((edge) => edge.node.id === id));
        return present.length > 0 ? removeLines(cartId, present) : reshapeCart(cart);
      }
    },

    async getCart(cartId) {
      const cart = await readCart(cartId);
      return cart ? reshapeCart(cart) : null;
    },

    async getCheckoutUrl(cartId) {
      const cart = await readCart(cartId);
      if (!cart) throw cartGone();
      if (cart.lines.edges.length === 0)
        throw new CommerceError('cart_empty', 'Add some items to your cart before checking out.');
      return cart.checkoutUrl;
    },
  };
}
