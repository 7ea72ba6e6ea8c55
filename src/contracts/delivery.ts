import * as z from 'zod/mini';

/**
 * "Arrives by" before paying (issue 28): the shop's delivery settings (`GET`/`PUT
 * /api/admin/delivery-settings`, owner) and the shopper's estimate (`GET /api/delivery-estimate`).
 *
 * Zones come from the Indian PIN code: its first digit is the postal region, the first two the
 * postal circle (roughly a state), the first three the sorting district (a city and around it).
 * `special` is the far north and north-east (J&K and Ladakh 18-19, the north-east 78-79, Sikkim
 * 737, Andaman and Nicobar 744), which couriers price and time apart.
 */
export const DELIVERY_ZONES = ['local', 'regional', 'zonal', 'national', 'special'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const SPECIAL_PREFIXES = ['18', '19', '78', '79', '737', '744'] as const;

export const PINCODE_MESSAGE = 'Enter a 6-digit PIN code';
export const pincodeSchema = z.string().check(z.trim(), z.regex(/^[1-9]\d{5}$/, PINCODE_MESSAGE));

const days = z
  .int('Whole working days, e.g. 3')
  .check(z.gte(1, 'At least 1 working day'), z.lte(30, 'At most 30 working days'));
const prefixes = z
  .array(z.string().check(z.trim(), z.regex(/^[1-9]\d{0,5}$/, 'A prefix is 1 to 6 digits of a PIN code, e.g. 744')))
  .check(z.maxLength(200, 'At most 200 prefixes'));

export const deliverySettingsSchema = z.object({
  /** Where parcels are picked up: the zone and the courier's estimate are counted from here. */
  pickupPincode: z.nullable(pincodeSchema),
  /** Manual courier: working days in transit per zone. */
  zoneDays: z.object({ local: days, regional: days, zonal: days, national: days, special: days }),
  /** Pincodes starting with one of these are not delivered to. */
  notServiceablePrefixes: prefixes,
  /** Pincodes starting with one of these may not pay on delivery. */
  noCodPrefixes: prefixes,
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** Until the owner saves their own: typical surface-courier days across India. No pickup pincode: no estimate. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  pickupPincode: null,
  zoneDays: { local: 2, regional: 3, zonal: 5, national: 6, special: 8 },
  notServiceablePrefixes: [],
  noCodPrefixes: [],
};

export const deliverySettingsResponseSchema = z.object({ settings: deliverySettingsSchema });

/** One of product (with an optional variant) or cart, and the shopper's pincode. */
export const deliveryEstimateQuerySchema = z
  .object({
    product: z.optional(z.string().check(z.maxLength(100))),
    variant: z.optional(z.string().check(z.maxLength(100))),
    cart: z.optional(z.string().check(z.maxLength(100))),
    pincode: pincodeSchema,
  })
  .check(z.refine((q) => !!q.product !== !!q.cart, { message: 'Ask for a product or a cart', path: ['product'] }));
export type DeliveryEstimateQuery = z.infer<typeof deliveryEstimateQuerySchema>;

/**
 * `ok`: deliverable, `arrivesBy` is an India calendar date (yyyy-mm-dd). `not_serviceable`: no
 * courier goes there. `unknown`: no estimate now (the shop has no pickup pincode yet, or the
 * courier gave no days); COD is then only refused by the owner's own prefixes.
 */
export const deliveryEstimateSchema = z.object({
  pincode: z.string(),
  status: z.enum(['ok', 'not_serviceable', 'unknown']),
  codAvailable: z.boolean(),
  makingDays: z.int(),
  courierDays: z.nullable(z.int()),
  arrivesBy: z.nullable(z.string()),
  /**
   * Issue 39: false while the courier does not answer (its last answer kept, or the shop's own zone
   * days): the shop will confirm delivery to the PIN, nothing is promised. Absent: confirmed.
   */
  confirmed: z.optional(z.boolean()),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** The optional "needed by" date at checkout: an India calendar date, today or later, within a year. */
export const NEEDED_BY_MESSAGES = {
  format: 'Enter the date as dd-mm-yyyy, or leave it empty',
  past: 'The date has passed: choose today or a later day',
  far: 'Choose a date within a year',
} as const;

/** An India calendar date (yyyy-mm-dd) the Indian way: 'Thu, 3 Dec' (en-IN), 'गुरु, 3 दिस॰' (hi-IN). */
export function formatDeliveryDate(ymd: string, locale: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return ymd;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    d,
  );
}

/**
 * The shopper's "needed by" as typed (the date picker's yyyy-mm-dd, or dd-mm-yyyy typed by hand):
 * the date, null when left empty, or which message to show.
 */
export function parseNeededBy(
  text: string,
  today: string,
): { ok: true; date: string | null } | { ok: false; problem: keyof typeof NEEDED_BY_MESSAGES } {
  const v = text.trim();
  if (v === '') return { ok: true, date: null };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const indian = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : [];
  if (!y || !m || !d) return { ok: false, problem: 'format' };
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const t = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(t.getTime()) || t.toISOString().slice(0, 10) !== date) return { ok: false, problem: 'format' };
  if (date < today) return { ok: false, problem: 'past' };
  const yearOn = new Date(Date.parse(`${today}T00:00:00Z`) + 366 * 86_400_000).toISOString().slice(0, 10);
  if (date > yearOn) return { ok: false, problem: 'far' };
  return { ok: true, date };
}

/**
 * The shopper's pincode, typed once: the storefront keeps it in local storage and in this cookie,
 * so the hosted checkout (server-rendered, no scripts) fills it in and shows the date at once.
 */
export const PINCODE_COOKIE = 'kaarigar_pincode';
export const PINCODE_COOKIE_MAX_AGE_S = 180 * 86_400;

export function pincodeFromCookies(header: string | undefined): string | null {
  const match = /(?:^|;\s*)kaarigar_pincode=([1-9]\d{5})(?:;|$)/.exec(header ?? '');
  return match?.[1] ?? null;
}
