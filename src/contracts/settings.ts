import * as z from 'zod/mini';
import { GSTIN_MESSAGES, gstinProblem, gstinStateMismatch } from './gstin';
import { INDIAN_STATES } from './indian-states';

/**
 * The shop's own details (`GET`/`PUT /api/admin/settings`, owner): who sells, where from, how to
 * reach them and their policies. The Consumer Protection (E-Commerce) Rules 2020 ask an online
 * seller to show these; invoices print the seller's part. A bad GSTIN or state, or a GSTIN of
 * another state than the shop's, answers 400 naming the field.
 */
const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));
const policy = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(20_000));

const shopSettingsFields = z.object({
  legalName: text(120),
  address: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(400)),
  state: z.enum(INDIAN_STATES, 'Choose a state from the list'),
  gstin: z.optional(
    z
      .pipe(
        z.string().check(z.trim()),
        z.transform((v) => v.toUpperCase()),
      )
      .check(
        z.refine((v) => v === '' || gstinProblem(v) === null, {
          error: (issue) => {
            const problem = typeof issue.input === 'string' ? gstinProblem(issue.input) : 'format';
            return GSTIN_MESSAGES[problem ?? 'format'];
          },
        }),
      ),
  ),
  supportPhone: z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{7,17}$/, 'A phone number, e.g. +91 98765 43210')),
  supportEmail: z.string().check(z.trim(), z.maxLength(120), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'An email address')),
  grievanceOfficer: text(200),
  policies: z.object({ shipping: policy, cancellation: policy, privacy: policy }),
  /** Days an unbought shared design is kept (issue 29); absent: DEFAULT_DESIGN_RETENTION_DAYS in contracts/designs. */
  designRetentionDays: z.optional(
    z.int('Whole days, e.g. 30').check(z.gte(1, 'At least 1 day'), z.lte(3650, 'At most 3650 days')),
  ),
  /** Issue 39: days a shopper's photo nobody ordered (and an abandoned cart's preview) is kept; absent: 30. */
  uploadRetentionDays: z.optional(
    z.int('Whole days, e.g. 30').check(z.gte(1, 'At least 1 day'), z.lte(3650, 'At most 3650 days')),
  ),
  /** Issue 39: days after delivery an order's photos and production files are kept (its claim window); absent: 180. */
  orderPhotoRetentionDays: z.optional(
    z.int('Whole days, e.g. 180').check(z.gte(30, 'At least 30 days'), z.lte(3650, 'At most 3650 days')),
  ),
});

/**
 * A saved row, read back: the fields alone, so settings saved before the GSTIN had to match the
 * state still show in the form and the footer; the invoice refuses them until they are corrected.
 */
export const savedShopSettingsSchema = shopSettingsFields;

export const shopSettingsSchema = shopSettingsFields.check(
  z.superRefine((s, ctx) => {
    const mismatch = s.gstin ? gstinStateMismatch(s.gstin, s.state) : null;
    if (mismatch) ctx.issues.push({ code: 'custom', path: ['gstin'], message: mismatch, input: s.gstin });
  }),
);
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** `GET /api/admin/settings`: null before the owner has saved them once. No transforms: it is an answer. */
export const shopSettingsResponseSchema = z.object({
  settings: z.nullable(z.extend(shopSettingsFields, { gstin: z.optional(z.string()) })),
});

// What shoppers see of the settings lives apart, so the store's footer does not bring the owner's
// settings (the GSTIN check, the list of states) into the home page's first load (issue 40).
export { POLICY_PAGES, publicShopSchema, type PolicyKind, type PublicShop } from './shop';
