import * as z from 'zod/mini';
import { CATEGORIES } from './products';

/**
 * Coupons and automatic offers (issue 29 item 3). The owner's API, `/api/admin/coupons` (owner
 * only, session and CSRF as every admin route): list with each code's orders and revenue, create,
 * pause or resume. Shoppers apply a code on the checkout page (server-rendered, no JSON API).
 * Amounts cross the wire as rupee strings, as prices do; the server keeps paise.
 */
export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Letters, digits and dashes, 3-24 long; typed in any case and kept upper case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,24}$/;
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

const rupees = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter rupees, like 100 or 99.50 (no minus sign)'));
/** A count's field: `one` and `many` are the noun's singular and plural ("At least 1 use", "a whole number of uses"). */
const optionalCount = (one: string, many: string) =>
  z.optional(
    z.nullable(z.int(`Enter a whole number of ${many}`).check(z.gte(1, `At least 1 ${one}`), z.lte(1_000_000))),
  );
const isoDate = z.optional(
  z.nullable(z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a date and time'))),
);

export const couponInputSchema = z
  .object({
    /** Empty for an automatic offer, applied to every cart it fits. */
    code: z.optional(
      z
        .pipe(
          z.string().check(z.trim()),
          z.transform((v) => v.toUpperCase()),
        )
        .check(
          z.refine(
            (v) => v === '' || COUPON_CODE_PATTERN.test(v),
            'A code is 3 to 24 letters, digits or dashes, like DIWALI-10',
          ),
        ),
    ),
    title: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter a name shoppers will see, like Diwali offer'),
      z.maxLength(60, 'At most 60 characters'),
      z.refine((v) => !/[<>]/.test(v), 'The name cannot contain < or >'),
    ),
    kind: z.enum(COUPON_KINDS, 'Choose what the offer gives'),
    percentOff: z.optional(
      z.nullable(z.int('Enter a whole percent').check(z.gte(1, 'At least 1 %'), z.lte(100, 'At most 100 %'))),
    ),
    amountOff: z.optional(z.nullable(rupees)),
    minOrder: z.optional(z.nullable(rupees)),
    categories: z.optional(z.array(z.enum(CATEGORIES))),
    productIds: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200))),
    startsAt: isoDate,
    endsAt: isoDate,
    maxUses: optionalCount('use', 'uses'),
    maxUsesPerPhone: optionalCount('use', 'uses'),
  })
  .check(
    z.superRefine((c, ctx) => {
      if (c.kind === 'percent' && !c.percentOff)
        ctx.issues.push({
          code: 'custom',
          path: ['percentOff'],
          message: 'Enter the percent off',
          input: c.percentOff,
        });
      if (c.kind === 'fixed' && !(c.amountOff && Number(c.amountOff) > 0))
        ctx.issues.push({ code: 'custom', path: ['amountOff'], message: 'Enter the rupees off', input: c.amountOff });
      if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt))
        ctx.issues.push({
          code: 'custom',
          path: ['endsAt'],
          message: 'The end must be after the start',
          input: c.endsAt,
        });
    }),
  );
export type CouponInput = z.infer<typeof couponInputSchema>;

export const couponSchema = z.object({
  id: z.string(),
  code: z.nullable(z.string()),
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentOff: z.nullable(z.number()),
  amountOff: z.nullable(z.string()),
  minOrder: z.string(),
  categories: z.array(z.string()),
  productIds: z.array(z.string()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  maxUsesPerPhone: z.nullable(z.number()),
  usedCount: z.number(),
  paused: z.boolean(),
  /** Orders placed with it and what they came to after the discount, and the discount given. */
  orders: z.number(),
  revenue: z.string(),
  discountGiven: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: z.array(couponSchema) });
export const couponResponseSchema = z.object({ coupon: couponSchema });
export const couponPauseSchema = z.object({ paused: z.boolean() });
export const couponIdParamsSchema = z.object({ id: z.uuid() });

/** One order placed with a code, for the code's page in the workspace. */
export const couponOrderSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  placedAt: z.string(),
  total: z.string(),
  discount: z.string(),
  status: z.string(),
});
export const couponOrdersSchema = z.object({ orders: z.array(couponOrderSchema) });
export type CouponOrder = z.infer<typeof couponOrderSchema>;

/** Why a code does not apply; the checkout page says each in the shopper's language. */
export const COUPON_REFUSALS = [
  'unknown',
  'paused',
  'not_started',
  'expired',
  'minimum_not_met',
  'not_for_these_products',
  'used_up',
  'already_used',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];
