import * as z from 'zod/mini';

/**
 * Pay on delivery that is confirmed before it is made (issue 28 item 4): the owner's settings
 * (`GET`/`PUT /api/admin/cod-settings`, owner only). A phone is a 10-digit Indian mobile number, a
 * pincode six digits; both lists are kept without duplicates, in the order typed.
 */
const mobile = z.string().check(z.trim(), z.regex(/^[6-9]\d{9}$/, 'A blocked number is a 10-digit mobile number'));
const pincode = z.string().check(z.trim(), z.regex(/^[1-9]\d{5}$/, 'A blocked pincode has 6 digits'));

export const codSettingsSchema = z.object({
  /** A pay-on-delivery order waits as "to confirm" until the shopper (or the owner) confirms it. */
  confirmEnabled: z.boolean(),
  /** Unconfirmed orders are cancelled after this many hours. */
  confirmHours: z.int().check(z.gte(1, 'At least 1 hour'), z.lte(7 * 24, 'At most 7 days (168 hours)')),
  /** Pay on delivery is refused above this order total, in whole rupees; null: no limit. */
  limitRupees: z.nullable(z.int().check(z.gte(1, 'At least ₹1'), z.lte(10_00_000, 'At most ₹10,00,000'))),
  blockedPhones: z.array(mobile).check(z.maxLength(500, 'At most 500 numbers')),
  blockedPincodes: z.array(pincode).check(z.maxLength(500, 'At most 500 pincodes')),
  /** Off the total for a shopper who pays online from the confirmation message instead; 0: no offer. */
  prepaidDiscountPercent: z.int().check(z.gte(0, 'At least 0%'), z.lte(50, 'At most 50%')),
});
export type CodSettings = z.infer<typeof codSettingsSchema>;

export const codSettingsResponseSchema = z.object({
  ...codSettingsSchema.shape,
  /** Whether an online provider is set up: without one, the "pay online now" offer is not made. */
  onlineProvider: z.boolean(),
  /** The channels set up that can ask a shopper to confirm; with neither, only the shop's call can. */
  confirmChannels: z.object({ email: z.boolean(), whatsapp: z.boolean() }),
});
export type CodSettingsResponse = z.infer<typeof codSettingsResponseSchema>;

/** Off by default: a shop turns it on in the workspace; 24 hours is the default wait. */
export const DEFAULT_COD_SETTINGS: CodSettings = {
  confirmEnabled: false,
  confirmHours: 24,
  limitRupees: null,
  blockedPhones: [],
  blockedPincodes: [],
  prepaidDiscountPercent: 0,
};

/** The confirmation link's token in the page's path: 256 random bits, base64url. */
export const codTokenSchema = z.string().check(z.regex(/^[\w-]{43}$/));
