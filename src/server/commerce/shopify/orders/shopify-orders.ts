import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { IncomingShopifyOrder } from '../webhooks/order-payload';
import type { Database } from '../../../platform/db/client';
import { catalogImageUrl } from '../../../catalog/image-urls';
import { storeCategoryOf } from '../../../catalog/store-category';
import { ATTRIBUTE_KEYS, withOwnImages } from '../../line-attributes';
import type { PrintArea } from '../../../../contracts/print-area';
import {
  carts,
  orderLines,
  orders,
  products,
  shopifyTemplates,
  shopifyWebhooks,
  variants,
} from '../../../platform/db/schema';
import { toPaise } from '../../../../contracts/money';
import type { RecordExternalOrder } from '../../types';

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
  recordExternalOrder: RecordExternalOrder,
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
    const orderId = await recordExternalOrder(tx, {
      cartId,
      contact: order.contact,
      paymentMethod: 'shopify',
      paymentProvider: 'shopify',
      totalAmount: order.totalAmount,
      paid: order.paidAtShopify
        ? {
            amountPaise: toPaise(order.totalAmount),
            reference: order.shopifyOrderId,
            idempotencyKey: `shopify:${order.shopifyOrderId}:paid`,
          }
        : undefined,
      lines: order.lines.map((line) => {
        const variant = line.variantGid ? known.variants.get(line.variantGid) : undefined;
        const product = line.productGid ? known.products.get(line.productGid) : undefined;
        const collections = variant?.collections ?? product?.collections ?? [];
        const attributes = withOwnImages(line.attributes);
        return {
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
          // What was bought is what is made, however the template or the sync change later. A
          // variant gone from the catalogue leaves both empty: there is no piece to make then.
          sizeMm: variant?.sizeMm ?? null,
          printArea: variant ? known.printAreaOf(variant.productExternalId, variant.imageKey) : null,
        };
      }),
    });
    await tx.update(shopifyWebhooks).set({ orderId }).where(eq(shopifyWebhooks.webhookId, delivery.webhookId));
    return { orderId, duplicate: false };
  });
}

/**
 * What the synced catalogue says about the lines' variants and products, by Shopify GID. The
 * category, size and print area come from here, never from the line's properties: a shopper can
 * write those.
 */
async function catalogueRows(tx: Database, lines: IncomingShopifyOrder['lines']) {
  const variantGids = lines.flatMap((l) => (l.variantGid ? [l.variantGid] : []));
  const variantRows = variantGids.length
    ? await tx
        .select({
          id: variants.id,
          externalId: variants.externalId,
          imageKey: variants.imageKey,
          sizeMm: variants.sizeMm,
          collections: products.collections,
          productExternalId: products.externalId,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.externalId, variantGids))
    : [];
  const productGids = [
    ...new Set([
      ...lines.flatMap((l) => (l.productGid ? [l.productGid] : [])),
      ...variantRows.flatMap((v) => (v.productExternalId ? [v.productExternalId] : [])),
    ]),
  ];
  const productRows = productGids.length
    ? await tx
        .select({ externalId: products.externalId, collections: products.collections, images: products.images })
        .from(products)
        .where(inArray(products.externalId, productGids))
    : [];
  const drawn = productGids.length
    ? await tx.select().from(shopifyTemplates).where(inArray(shopifyTemplates.productExternalId, productGids))
    : [];
  const productsByGid = new Map(productRows.map((p) => [p.externalId ?? '', p]));
  return {
    variants: new Map(variantRows.map((v) => [v.externalId ?? '', v])),
    products: productsByGid,
    /**
     * Where the personalisation goes on the variant's photo (else the product's first), as the
     * shopper's preview drew it: the studio's template for it, else the `print_areas` metafield
     * (or the category's usual area) the sync stored on the image.
     */
    printAreaOf(productGid: string | null, imageKey: string | null): PrintArea | null {
      const product = productGid ? productsByGid.get(productGid) : undefined;
      const image = product?.images.find((i) => i.key === imageKey) ?? product?.images[0];
      if (!product || !image) return null;
      const template = drawn.find((d) => d.productExternalId === productGid && d.imageKey === image.key);
      return template?.template ?? image.printArea ?? null;
    },
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
