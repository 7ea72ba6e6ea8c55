import { z } from 'zod';

/**
 * The fields of Shopify's `orders/create` payload (the REST Order resource) the store records.
 * Everything else Shopify sends is ignored; a payload without these is refused, not half-stored.
 * https://shopify.dev/docs/api/webhooks?reference=toml#list-orders/create
 */
const money = z.string().regex(/^-?\d+(\.\d+)?$/);
const address = z
  .object({
    name: z.string().nullish(),
    address1: z.string().nullish(),
    address2: z.string().nullish(),
    city: z.string().nullish(),
    province: z.string().nullish(),
    zip: z.string().nullish(),
    country: z.string().nullish(),
    phone: z.string().nullish(),
  })
  .nullish();

export const shopifyOrderSchema = z.object({
  id: z.number().int(),
  admin_graphql_api_id: z.string(),
  name: z.string(),
  email: z.string().nullish(),
  contact_email: z.string().nullish(),
  phone: z.string().nullish(),
  currency: z.string(),
  total_price: money,
  financial_status: z.string().nullish(),
  created_at: z.string(),
  customer: z.object({ first_name: z.string().nullish(), last_name: z.string().nullish() }).nullish(),
  shipping_address: address,
  line_items: z
    .array(
      z.object({
        id: z.number().int(),
        variant_id: z.number().int().nullish(),
        product_id: z.number().int().nullish(),
        title: z.string(),
        variant_title: z.string().nullish(),
        quantity: z.number().int().min(1),
        price: money,
        properties: z
          .array(z.object({ name: z.string(), value: z.union([z.string(), z.number()]).nullish() }))
          .nullish(),
      }),
    )
    .min(1)
    .max(500),
});
export type ShopifyOrderPayload = z.infer<typeof shopifyOrderSchema>;

/** A Shopify order as our workspace records it. */
export interface IncomingShopifyOrder {
  shopifyOrderId: string;
  name: string;
  totalAmount: string;
  /** Shopify's financial_status is `paid`: Shopify took the whole payment at its checkout. */
  paidAtShopify: boolean;
  contact: Record<string, string>;
  lines: Array<{
    variantGid: string | null;
    productGid: string | null;
    productTitle: string;
    variantTitle: string;
    unitPrice: string;
    quantity: number;
    /** The line item properties: the cart line attributes we set, `_clientItemId` included. */
    attributes: Array<{ key: string; value: string }>;
  }>;
}

const twoPlaces = (amount: string) => Number(amount).toFixed(2);

export function reshapeShopifyOrder(order: ShopifyOrderPayload): IncomingShopifyOrder {
  const ship = order.shipping_address;
  // The keys our own checkout writes (see checkout-page/delivery-details.ts): the workspace list,
  // the delivery card and the proof message read these, whoever took the order.
  const entries: Array<[string, string | null | undefined]> = [
    ['source', 'shopify'],
    ['shopifyOrder', order.name],
    ['fullName', ship?.name ?? [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(' ')],
    ['email', order.contact_email ?? order.email],
    ['mobile', ship?.phone ?? order.phone],
    ['address1', ship?.address1],
    ['address2', ship?.address2],
    ['city', ship?.city],
    ['state', ship?.province],
    ['pincode', ship?.zip],
    ['country', ship?.country],
    ['financialStatus', order.financial_status],
  ];
  return {
    shopifyOrderId: order.admin_graphql_api_id,
    name: order.name,
    totalAmount: twoPlaces(order.total_price),
    paidAtShopify: order.financial_status === 'paid',
    contact: Object.fromEntries(entries.filter((e): e is [string, string] => !!e[1])),
    lines: order.line_items.map((item) => ({
      variantGid: item.variant_id ? `gid://shopify/ProductVariant/${item.variant_id}` : null,
      productGid: item.product_id ? `gid://shopify/Product/${item.product_id}` : null,
      productTitle: item.title,
      variantTitle: item.variant_title ?? '',
      unitPrice: twoPlaces(item.price),
      quantity: item.quantity,
      attributes: (item.properties ?? [])
        .filter((p) => p.value !== null && p.value !== undefined && String(p.value) !== '')
        .map((p) => ({ key: p.name, value: String(p.value) })),
    })),
  };
}
