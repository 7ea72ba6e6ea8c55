import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { IncomingShopifyOrder } from '../commerce/shopify/webhooks/order-payload';
import type { Database } from '../db/client';
import { catalogImageUrl } from '../catalog/image-urls';
import { storeCategoryOf } from '../catalog/store-category';
import { ATTRIBUTE_KEYS, withOwnImages } from '../commerce/line-attributes';
import { carts, orderLines, orders, paymentEvents, products, shopifyWebhooks, variants } from '../db/schema';
import { toPaise } from '../../contracts/money';

/** order_lines.variant_id is a uuid; a Shopify variant the catalogue does not hold gets this. */
const UNKNOWN_VARIANT = '00000000-0000-0000-0000-000000000000';

/**
 * Records a Shopify order in the owner's workspace beside local ones, once: the delivery id and
 * the order id are claimed in the same transaction as the order, so a retry, a duplicate or a
 * failure half-way stores nothing twice and nothing partial.
 */
export async function recordShopifyOrder(
  db: Database,
  delivery: { webhookId: string; topic: string },
  order: IncomingShopifyOrder,
): Promise<{ orderId: string | null; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(shopifyWebhooks)
      .values({ webhookId: delivery.webhookId, topic: delivery.topic, shopifyOrderId: order.shopifyOrderId })
      .onConflictDoNothing()
      .returning({ webhookId: shopifyWebhooks.webhookId });
    if (!claimed) return { orderId: null, duplicate: true };

    const known = await catalogueRows(tx, order.lines);
    // orders.cart_id names the cart an order came from; a Shopify order's cart lives at Shopify.
    const cartId = `shopify-order-${order.shopifyOrderId.split('/').pop() ?? ''}`;
    await tx.insert(carts).values({ id: cartId, status: 'ordered', expiresAt: new Date() });
    const [row] = await tx
      .insert(orders)
      .values({
        cartId,
        contact: order.contact,
        paymentMethod: 'shopify',
        totalAmount: order.totalAmount,
        // Paid at Shopify's checkout: the order page must show it paid, not "to pay on delivery".
        ...(order.paidAtShopify ? { paymentStatus: 'paid' as const, amountDueNow: order.totalAmount } : {}),
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('the order was not stored');
    if (order.paidAtShopify)
      await tx.insert(paymentEvents).values({
        orderId: row.id,
        kind: 'paid',
        amount: toPaise(order.totalAmount),
        reference: order.shopifyOrderId,
        idempotencyKey: `shopify:${order.shopifyOrderId}:paid`,
      });
    await tx.insert(orderLines).values(
      order.lines.map((line) => {
        const variant = line.variantGid ? known.variants.get(line.variantGid) : undefined;
        const product = line.productGid ? known.products.get(line.productGid) : undefined;
        const collections = variant?.collections ?? product ?? [];
        const attributes = withOwnImages(line.attributes);
        return {
          orderId: row.id,
          variantId: variant?.id ?? UNKNOWN_VARIANT,
          productTitle: line.productTitle,
          variantTitle: line.variantTitle,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          attributes,
          // As a local order keeps it: the shopper's preview, else the variant's own photo.
          previewImageUrl:
            attributes.find((a) => a.key === ATTRIBUTE_KEYS.previewImage)?.value ??
            (variant?.imageKey ? catalogImageUrl(variant.imageKey) : null),
          category: storeCategoryOf(collections),
        };
      }),
    );
    await tx.update(shopifyWebhooks).set({ orderId: row.id }).where(eq(shopifyWebhooks.webhookId, delivery.webhookId));
    return { orderId: row.id, duplicate: false };
  });
}

/**
 * What the synced catalogue says about the lines' variants and products, by Shopify GID. The
 * category comes from here, never from the line's properties: a shopper can write those.
 */
async function catalogueRows(tx: Database, lines: IncomingShopifyOrder['lines']) {
  const variantGids = lines.flatMap((l) => (l.variantGid ? [l.variantGid] : []));
  const productGids = lines.flatMap((l) => (l.productGid ? [l.productGid] : []));
  const variantRows = variantGids.length
    ? await tx
        .select({
          id: variants.id,
          externalId: variants.externalId,
          imageKey: variants.imageKey,
          collections: products.collections,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.externalId, variantGids))
    : [];
  const productRows = productGids.length
    ? await tx
        .select({ externalId: products.externalId, collections: products.collections })
        .from(products)
        .where(inArray(products.externalId, productGids))
    : [];
  return {
    variants: new Map(variantRows.map((v) => [v.externalId ?? '', v])),
    products: new Map(productRows.map((p) => [p.externalId ?? '', p.collections])),
  };
}

/** The order holding the line a cart gave this `_clientItemId`, newest first; null when none does. */
export async function orderIdForLine(db: Database, clientItemId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(sql`${orderLines.attributes} @> ${JSON.stringify([{ key: '_clientItemId', value: clientItemId }])}::jsonb`)
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.orderId ?? null;
}
