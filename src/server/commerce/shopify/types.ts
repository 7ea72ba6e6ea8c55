/*
 * Raw Storefront API shapes, exactly as the documents in fragments/, queries/ and mutations/
 * select them. Nothing outside this folder sees these; reshape.ts turns them into our Cart.
 */

import type { CartErrorCode, CartWarningCode } from '@shopify/hydrogen-react/storefront-api-types';

export type ShopifyConnection<T> = { edges: Array<{ node: T }> };
export type ShopifyPageInfo = { hasNextPage: boolean; endCursor: string | null };
export type ShopifyPagedConnection<T> = ShopifyConnection<T> & { pageInfo: ShopifyPageInfo };

/** Shopify's Decimal travels as a string and drops trailing zeros ('649.0'). */
export type ShopifyMoney = { amount: string; currencyCode: string };

export type ShopifyCartLine = {
  id: string;
  quantity: number;
  /** Attribute.value is nullable in the schema. */
  attributes: Array<{ key: string; value: string | null }>;
  cost: { totalAmount: ShopifyMoney };
  merchandise: {
    id: string;
    title: string;
    availableForSale: boolean;
    price: ShopifyMoney;
    product: { title: string };
  };
};

export type ShopifyCart = {
  id: string;
  checkoutUrl: string;
  cost: { totalAmount: ShopifyMoney };
  lines: ShopifyPagedConnection<ShopifyCartLine>;
};

/** Codes typed by the schema's own enums (types shipped with the schema), so a code Shopify never sends cannot be tested for. */
export type ShopifyCartUserError = { field: string[] | null; message: string; code: CartErrorCode | null };

export type ShopifyCartWarning = { code: CartWarningCode; message: string; target: string };

export type ShopifyCartPayload = {
  cart: ShopifyCart | null;
  userErrors: ShopifyCartUserError[];
  warnings: ShopifyCartWarning[];
};

export type ShopifyCartLineInput = {
  merchandiseId: string;
  quantity: number;
  attributes: Array<{ key: string; value: string }>;
};

/** One GraphQL operation: what it returns and what it takes, as in vercel/commerce. */
export type ShopifyOperation = { data: unknown; variables: Record<string, unknown> };

export type ShopifyCreateCartOperation = {
  data: { cartCreate: ShopifyCartPayload };
  variables: { input: { lines: ShopifyCartLineInput[] } };
};

export type ShopifyAddToCartOperation = {
  data: { cartLinesAdd: ShopifyCartPayload };
  variables: { cartId: string; lines: ShopifyCartLineInput[] };
};

export type ShopifyUpdateCartOperation = {
  data: { cartLinesUpdate: ShopifyCartPayload };
  variables: { cartId: string; lines: Array<{ id: string; quantity: number }> };
};

export type ShopifyRemoveFromCartOperation = {
  data: { cartLinesRemove: ShopifyCartPayload };
  variables: { cartId: string; lineIds: string[] };
};

export type ShopifyCartOperation = {
  data: { cart: ShopifyCart | null };
  variables: { cartId: string };
};

export type ShopifyCartLinesOperation = {
  data: { cart: { lines: ShopifyPagedConnection<ShopifyCartLine> } | null };
  variables: { cartId: string; after: string };
};

export type ShopifyProduct = {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  vendor: string;
  tags: string[];
  images: ShopifyConnection<{ url: string; altText: string | null; width: number | null; height: number | null }>;
  variants: ShopifyConnection<{
    id: string;
    title: string;
    availableForSale: boolean;
    price: ShopifyMoney;
    image: { url: string } | null;
  }> & { pageInfo: { hasNextPage: boolean } };
  /** One entry per identifier asked for, null where the product has no such metafield. */
  metafields: Array<{ namespace: string; key: string; type: string; value: string } | null>;
};

export type ShopifyCollectionProductsOperation = {
  data: {
    collection: { handle: string; title: string; products: ShopifyPagedConnection<ShopifyProduct> } | null;
  };
  variables: {
    handle: string;
    first: number;
    after: string | null;
    metafields: Array<{ namespace: string; key: string }>;
  };
};

/** What mutations/discount-codes.ts selects of a cart. */
export type ShopifyCartDiscounts = {
  id: string;
  discountCodes: Array<{ code: string; applicable: boolean }>;
  discountAllocations: Array<{ discountedAmount: ShopifyMoney }>;
  cost: { subtotalAmount: ShopifyMoney; totalAmount: ShopifyMoney };
};

export type ShopifyUpdateDiscountCodesOperation = {
  data: {
    cartDiscountCodesUpdate: {
      cart: ShopifyCartDiscounts | null;
      userErrors: ShopifyCartUserError[];
      warnings: ShopifyCartWarning[];
    };
  };
  variables: { cartId: string; discountCodes: string[] };
};
