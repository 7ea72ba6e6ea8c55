import type { Cart } from '../../../contracts/cart';
import { CommerceError, type BuyerContext, type CommerceProvider } from '../types';
import { cartGone, stockWarningError, userErrorToCommerceError } from './cart-errors';
import { createUpdateDiscountCodes } from './discount-codes';
import { addToCartMutation, createCartMutation, editCartLinesMutation, removeFromCartMutation } from './mutations/cart';
import { getCartLinesQuery, getCartQuery } from './queries/cart';
import { reshapeCart } from './reshape';
import { createShopifyFetch, type ShopifyConnectionOptions } from './shopify-fetch';
import type {
  ShopifyAddToCartOperation,
  ShopifyCart,
  ShopifyCartLinesOperation,
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

/** 100 lines a page; past this many pages a cart is refused rather than shown in part. */
const MAX_LINE_PAGES = 10;

/**
 * Carts and checkout on Shopify through the Storefront API. Variant ids go to Shopify as they
 * are: the catalogue must hold Shopify ProductVariant GIDs for this provider to find them.
 */
export function createShopifyCommerce(options: ShopifyConnectionOptions): CommerceProvider {
  const shopifyFetch = createShopifyFetch(options);
  const updateDiscountCodes = createUpdateDiscountCodes(shopifyFetch);

  /**
   * The cart with every line: the fragment reads the first 100 and the rest are fetched a page
   * at a time, so line 101 and on are never dropped silently.
   */
  async function withAllLines(cart: ShopifyCart, buyer?: BuyerContext): Promise<ShopifyCart> {
    const edges = [...cart.lines.edges];
    let pageInfo = cart.lines.pageInfo;
    for (let page = 1; pageInfo.hasNextPage && pageInfo.endCursor; page++) {
      if (page >= MAX_LINE_PAGES)
        throw new CommerceError('invalid_input', 'This cart has too many items to show. Please remove some.');
      const vars = { cartId: cart.id, after: pageInfo.endCursor };
      const data = await shopifyFetch<ShopifyCartLinesOperation>(getCartLinesQuery, vars, buyer);
      if (!data.cart) throw cartGone();
      edges.push(...data.cart.lines.edges);
      pageInfo = data.cart.lines.pageInfo;
    }
    return { ...cart, lines: { edges, pageInfo } };
  }

  async function mutate<T extends ShopifyOperation>(
    query: string,
    variables: T['variables'],
    payloadOf: (data: T['data']) => ShopifyCartPayload,
    operation: 'add' | 'update' | 'remove',
    touched: { variantId?: string; lineId?: string; buyer?: BuyerContext } = {},
  ): Promise<Cart> {
    const { cart, userErrors, warnings } = payloadOf(await shopifyFetch<T>(query, variables, touched.buyer));
    const [firstError] = userErrors;
    if (firstError) throw userErrorToCommerceError(firstError, operation);
    if (!cart) throw cartGone();
    const shaped = reshapeCart(await withAllLines(cart, touched.buyer));
    const warning = stockWarningError(warnings, shaped.lines, touched);
    if (warning) throw warning;
    return shaped;
  }

  async function readCart(cartId: string, buyer?: BuyerContext): Promise<ShopifyCart | null> {
    if (!isCartGid(cartId)) return null;
    const data = await shopifyFetch<ShopifyCartOperation>(getCartQuery, { cartId }, buyer);
    return data.cart ? withAllLines(data.cart, buyer) : null;
  }

  function requireCartGid(cartId: string) {
    if (!isCartGid(cartId)) throw cartGone();
  }

  async function removeLines(cartId: string, lineIds: string[], buyer?: BuyerContext): Promise<Cart> {
    return mutate<ShopifyRemoveFromCartOperation>(
      removeFromCartMutation,
      { cartId, lineIds },
      (d) => d.cartLinesRemove,
      'remove',
      { buyer },
    );
  }

  return {
    name: 'shopify',

    async addLine({ cartId, variantId, quantity, attributes, buyer }) {
      const lines = [{ merchandiseId: variantId, quantity, attributes }];
      if (!cartId) {
        return mutate<ShopifyCreateCartOperation>(
          createCartMutation,
          { input: { lines } },
          (d) => d.cartCreate,
          'add',
          { variantId, buyer },
        );
      }
      requireCartGid(cartId);
      return mutate<ShopifyAddToCartOperation>(addToCartMutation, { cartId, lines }, (d) => d.cartLinesAdd, 'add', {
        variantId,
        buyer,
      });
    },

    async updateLineQuantity({ cartId, lineId, quantity, buyer }) {
      requireCartGid(cartId);
      const lines = [{ id: lineId, quantity }];
      return mutate<ShopifyUpdateCartOperation>(
        editCartLinesMutation,
        { cartId, lines },
        (d) => d.cartLinesUpdate,
        'update',
        { lineId, buyer },
      );
    },

    async removeLines({ cartId, lineIds, buyer }) {
      requireCartGid(cartId);
      try {
        return await removeLines(cartId, lineIds, buyer);
      } catch (error) {
        // Removing is idempotent for the shopper, as on the local provider: a double tap or a
        // second tab must not fail because a line is already gone. Shopify rejects the whole
        // call for one unknown id, so retry with the ids the cart still has.
        if (!(error instanceof CommerceError) || error.code !== 'line_not_found') throw error;
        const cart = await readCart(cartId, buyer);
        if (!cart) throw cartGone();
        const present = lineIds.filter((id) => cart.lines.edges.some((edge) => edge.node.id === id));
        return present.length > 0 ? removeLines(cartId, present, buyer) : reshapeCart(cart);
      }
    },

    async getCart(cartId, buyer) {
      const cart = await readCart(cartId, buyer);
      return cart ? reshapeCart(cart) : null;
    },

    async getCheckoutUrl(cartId, buyer) {
      const cart = await readCart(cartId, buyer);
      if (!cart) throw cartGone();
      if (cart.lines.edges.length === 0)
        throw new CommerceError('cart_empty', 'Add some items to your cart before checking out.');
      return cart.checkoutUrl;
    },

    async updateDiscountCodes(input) {
      requireCartGid(input.cartId);
      return updateDiscountCodes(input);
    },
  };
}
