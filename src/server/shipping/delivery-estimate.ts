import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DeliveryEstimate, DeliveryEstimateQuery, DeliverySettings } from '../../contracts/delivery';
import type { Database } from '../platform/db/client';
import { cartLines, products, variants } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { arrivesBy, startsWithAny, zoneOf } from './delivery-dates';
import { loadDeliverySettings } from './delivery-settings';
import type { ServiceabilityCache } from './serviceability-cache';
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

/**
 * The courier's days to the pincode and whether it collects cash there, from its answer (kept or
 * asked now: serviceability-cache.ts); 'not_serviceable' when no courier goes there; null when
 * there is no answer at all (the courier down or over the asker's budget, and nothing kept).
 * `fresh` is false for the last answer kept, given while the courier is not asked or not answering.
 */
async function courierQuote(
  cache: ServiceabilityCache,
  settings: DeliverySettings & { pickupPincode: string },
  pincode: string,
  grams: number,
  mayCall: boolean,
): Promise<{ days: number | null; cod: boolean; fresh: boolean } | { notServiceable: true; fresh: boolean } | null> {
  const quote = await cache.quote(
    { pickupPincode: settings.pickupPincode, deliveryPincode: pincode, grams, cod: false },
    { mayCall },
  );
  if (!quote) return null;
  const options = quote.options;
  if (options.length === 0) return { notServiceable: true, fresh: quote.fresh };
  // The courier the booking will get (Shiprocket's recommendation), else the quickest that gives a date.
  const pick =
    options.find((o) => o.recommended && o.estimatedDays !== null) ??
    options.filter((o) => o.estimatedDays !== null).sort((a, b) => a.estimatedDays! - b.estimatedDays!)[0];
  return { days: pick?.estimatedDays ?? null, cod: options.some((o) => o.cod), fresh: quote.fresh };
}

export interface DeliveryEstimator {
  /**
   * `mayCallCourier` false (the asker is over its budget of courier calls): only kept answers and
   * the shop's own rules are used.
   */
  estimate(query: DeliveryEstimateQuery, now?: Date, options?: { mayCallCourier?: boolean }): Promise<DeliveryEstimate>;
}

/**
 * "Made in N days, arrives by <date>" (issue 28) behind the couriers seam: the manual courier
 * reads the owner's zone table, Shiprocket is asked for its serviceability (answers kept: issue
 * 39). The owner's own not-serviceable and no-COD prefixes apply either way. While Shiprocket does
 * not answer, the last answer kept for the pincode decides whether it is served and takes cash,
 * the owner's zone table gives the days, and the estimate is marked unconfirmed: the shopper is
 * told the shop will confirm delivery to the PIN rather than promised a date.
 */
export function createDeliveryEstimator(deps: {
  db: Database;
  courier: CourierProvider;
  cache: ServiceabilityCache;
}): DeliveryEstimator {
  return {
    async estimate(query, now = new Date(), { mayCallCourier = true } = {}) {
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
      const zoneDays = settings.zoneDays[zoneOf(pickupPincode, query.pincode)];
      if (!deps.courier.automatic)
        return {
          ...base,
          status: 'ok',
          codAvailable: ownerCod,
          courierDays: zoneDays,
          arrivesBy: arrivesBy(now, parcel.makingDays, zoneDays),
        };
      const quote = await courierQuote(
        deps.cache,
        { ...settings, pickupPincode },
        query.pincode,
        parcel.grams,
        mayCallCourier,
      );
      const unconfirmed = !quote?.fresh ? { confirmed: false } : {};
      if (quote && 'notServiceable' in quote)
        return { ...base, status: 'not_serviceable', codAvailable: false, ...unconfirmed };
      // No fresh answer: the last one kept, else the owner's own zone days; never a promise.
      const days = quote?.fresh ? quote.days : (quote?.days ?? zoneDays);
      const cod = ownerCod && (quote?.cod ?? true);
      if (days === null) return { ...base, status: 'unknown', codAvailable: cod, ...unconfirmed };
      return {
        ...base,
        status: 'ok',
        codAvailable: cod,
        courierDays: days,
        arrivesBy: arrivesBy(now, parcel.makingDays, days),
        ...unconfirmed,
      };
    },
  };
}
