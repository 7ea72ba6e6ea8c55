/*
 * Raw Storefront API shapes, exactly as the documents in fragments/, queries/ and mutations/
 * select them. Nothing outside this folder sees these; reshape.ts turns them into our Cart.
 */

export type ShopifyConnection<T> = { edges: Array<{ node: T }> };

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
  lines: ShopifyConnection<ShopifyCartLine>;
};

export type ShopifyCartUserError = { field: string[] | null; message: string; code: string | null };

export type ShopifyCartWarning = { code: string; message: string; target: string };

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
