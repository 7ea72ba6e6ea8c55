import { eq, inArray } from 'drizzle-orm';
import { fromPaise } from '../../contracts/money';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { orderLines, orders, products, variants } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { amountReceived } from '../messages/amount-received';
import { taxClassFor } from '../pricing/tax-class';
import { loadShopSettings } from '../shop-settings/settings-service';
import type { Category } from '../../contracts/products';
import type { ParcelOrder } from './types';

/**
 * The parcel of an order as a courier books it: the shopper's address, the lines with their HSN,
 * and the packed weight and box from each variant (the studio sets them). Pieces travel in one
 * box: the weights add up, the box is as long and wide as the largest and as high as all stacked.
 * COD when something is left to pay on delivery, for exactly that amount (the payment ledger's).
 */
export async function parcelFor(db: Database, orderId: string): Promise<ParcelOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new DomainError('not_found', 'There is no such order.');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const vs = lines.length
    ? await db
        .select({
          id: variants.id,
          weight: variants.packedWeightGrams,
          box: variants.boxCm,
          hsn: products.hsn,
          gstRate: products.gstRate,
          handle: products.handle,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(
          inArray(
            variants.id,
            lines.map((l) => l.variantId),
          ),
        )
    : [];
  let grams = 0;
  const box = { length: 0, breadth: 0, height: 0 };
  for (const line of lines) {
    const v = vs.find((x) => x.id === line.variantId);
    if (!v?.weight || !v.box)
      throw new DomainError(
        'invalid_input',
        `Set the packed weight and box size of ${line.productTitle} (${line.variantTitle}) in the product studio before booking.`,
      );
    grams += v.weight * line.quantity;
    box.length = Math.max(box.length, v.box.length);
    box.breadth = Math.max(box.breadth, v.box.breadth);
    box.height += v.box.height * line.quantity;
  }
  const { balancePaise } = await amountReceived(db, order);
  const c = order.contact;
  // Shiprocket's order needs a billing email and the checkout's is optional: without the
  // shopper's, the shop's own support address stands in, so such an order can still be booked.
  const email = c.email || (await loadShopSettings(db))?.supportEmail || '';
  return {
    reference: orderReference(order.number),
    orderDate: order.createdAt,
    paymentMethod: balancePaise > 0 ? 'COD' : 'Prepaid',
    subTotal: balancePaise > 0 ? fromPaise(balancePaise) : order.totalAmount,
    customer: {
      name: c.fullName ?? '',
      phone: (c.mobile ?? '').replace(/\D/g, '').slice(-10),
      email,
      address1: c.address1 ?? '',
      address2: c.address2 ?? '',
      city: c.city ?? '',
      state: c.state ?? '',
      pincode: c.pincode ?? '',
    },
    items: lines.map((l) => {
      const v = vs.find((x) => x.id === l.variantId);
      const tax = taxClassFor(
        v ? { hsn: v.hsn ?? undefined, gstRate: v.gstRate === null ? undefined : Number(v.gstRate) } : null,
        (l.category as Category | null) ?? null,
      );
      return {
        name: `${l.productTitle} (${l.variantTitle})`,
        sku: v?.handle ? `${v.handle}-${l.variantId.slice(0, 8)}` : l.variantId,
        units: l.quantity,
        sellingPrice: l.unitPrice,
        hsn: tax.hsn,
      };
    }),
    weightKg: grams / 1000,
    lengthCm: box.length,
    breadthCm: box.breadth,
    heightCm: box.height,
  };
}
