import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DeliveryEstimate, DeliveryEstimateQuery, DeliverySettings } from '../../contracts/delivery';
import type { Database } from '../db/client';
import { cartLines, products, variants } from '../db/schema';
import { DomainError } from '../errors';
import { arrivesBy, startsWithAny, zoneOf } from './delivery-dates';
import { loadDeliverySettings } from './delivery-settings';
import type { CourierProvider } from './types';

/** A variant whose packed weight is not set yet is reckoned at half a kilo, Shiprocket's smallest slab. */
const DEFAULT_GRAMS = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The store names products and variants by their Shopify GID when synced, else by their row id. */
const byId = (id: string, column: { id: typeof products.id; externalId: typeof products.externalId }): SQL =>
  (UUID.test(id) ? or(eq(column.id, id), eq(column.externalId, id)) : eq(column.externalId, id)) as SQL;

interface Parcel {
  makingDays: number;
  grams: number;
}

async function productParcel(db: Database, productId: string, variantId?: string): Promise<Parcel> {
  const rows = await db
    .select({
      makingDays: products.makingDays,
      grams: variants.packedWeightGrams,
      variantId: variants.id,
      ext: variants.externalId,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(byId(productId, products), eq(products.status, 'active')));
  const first = rows[0];
  if (!first) throw new DomainError('not_found', 'There is no such product.', { field: 'product' });
  // The chosen variant's parcel; before one is chosen, the heaviest, so the promise holds for any.
  const chosen = variantId ? rows.filter((r) => r.variantId === variantId || r.ext === variantId) : rows;
  const grams = Math.max(...(chosen.length ? chosen : rows).map((r) => r.grams ?? DEFAULT_GRAMS));
  return { makingDays: first.makingDays, grams };
}

async function cartParcel(db: Database, cartId: string): Promise<Parcel> {
  const rows = await db
    .select({ quantity: cartLines.quantity, grams: variants.packedWeightGrams, makingDays: products.makingDays })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(cartLines.cartId, cartId));
  if (rows.length === 0) throw new DomainError('not_found', 'This cart is empty.', { field: 'cart' });
  // Pieces are made side by side and travel in one box: the slowest piece and the total weight.
  return {
    makingDays: Math.max(...rows.map((r) => r.makingDays)),
    grams: rows.reduce((n, r) => n + (r.grams ?? DEFAULT_GRAMS) * r.quantity, 0),
  };
}

/** The courier's days to the pincode and whether it collects cash there; null when it did not answer. */
async function courierQuote(
  courier: CourierProvider,
  settings: DeliverySettings & { pickupPincode: string },
  pincode: string,
  grams: number,
): Promise<{ days: number | null; cod: boolean } | 'not_serviceable' | null> {
  if (!courier.automatic) return { days: settings.zoneDays[zoneOf(settings.pickupPincode, pincode)], cod: true };
  const options = await courier.serviceability({
    pickupPincode: settings.pickupPincode,
    deliveryPincode: pincode,
    weightKg: Math.round(grams) / 1000,
    cod: false,
  });
  if (options.length === 0) return 'not_serviceable';
  // The courier the booking will get (Shiprocket's recommendation), else the quickest that gives a date.
  const pick =
    options.find((o) => o.recommended && o.estimatedDays !== null) ??
    options.filter((o) => o.estimatedDays !== null).sort((a, b) => a.estimatedDays! - b.estimatedDays!)[0];
  return { days: pick?.estimatedDays ?? null, cod: options.some((o) => o.cod) };
}

export interface DeliveryEstimator {
  estimate(query: DeliveryEstimateQuery, now?: Date): Promise<DeliveryEstimate>;
}

/**
 * "Made in N days, arrives by <date>" (issue 28) behind the couriers seam: the manual courier
 * reads the owner's zone table, Shiprocket is asked for its serviceability. The owner's own
 * not-serviceable and no-COD prefixes apply either way. A courier that does not answer gives no
 * date rather than a wrong one.
 */
export function createDeliveryEstimator(deps: {
  db: Database;
  courier: CourierProvider;
  log: { warn: (obj: object, msg: string) => void };
}): DeliveryEstimator {
  return {
    async estimate(query, now = new Date()) {
      const parcel = query.cart
        ? await cartParcel(deps.db, query.cart)
        : await productParcel(deps.db, query.product ?? '', query.variant);
      const settings = await loadDeliverySettings(deps.db);
      const base = { pincode: query.pincode, makingDays: parcel.makingDays, courierDays: null, arrivesBy: null };
      if (startsWithAny(query.pincode, settings.notServiceablePrefixes))
        return { ...base, status: 'not_serviceable', codAvailable: false };
      const ownerCod = !startsWithAny(query.pincode, settings.noCodPrefixes);
      const { pickupPincode } = settings;
      if (!pickupPincode) return { ...base, status: 'unknown', codAvailable: ownerCod };
      const quote = await courierQuote(deps.courier, { ...settings, pickupPincode }, query.pincode, parcel.grams).catch(
        (err: unknown) => {
          deps.log.warn({ err }, 'delivery estimate: the courier did not answer');
          return null;
        },
      );
      if (quote === 'not_serviceable') return { ...base, status: 'not_serviceable', codAvailable: false };
      if (!quote || quote.days === null)
        return { ...base, status: 'unknown', codAvailable: ownerCod && (quote?.cod ?? true) };
      return {
        ...base,
        status: 'ok',
        codAvailable: ownerCod && quote.cod,
        courierDays: quote.days,
        arrivesBy: arrivesBy(now, parcel.makingDays, quote.days),
      };
    },
  };
}
