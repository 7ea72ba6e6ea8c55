import * as z from 'zod/mini';

/** Where each policy is shown; its title is in the shopper's language (client/lib/i18n). */
export const POLICY_PAGES = {
  shipping: { path: '/policies/shipping' },
  cancellation: { path: '/policies/cancellation' },
  privacy: { path: '/policies/privacy' },
} as const;
export type PolicyKind = keyof typeof POLICY_PAGES;

/** `GET /api/shop`: what the store's footer and policy pages show shoppers (public); nulls before set-up. */
export const publicShopSchema = z.object({
  seller: z.nullable(
    z.object({
      legalName: z.string(),
      address: z.string(),
      state: z.string(),
      gstin: z.nullable(z.string()),
      supportPhone: z.string(),
      supportEmail: z.string(),
      grievanceOfficer: z.string(),
    }),
  ),
  policies: z.nullable(z.object({ shipping: z.string(), cancellation: z.string(), privacy: z.string() })),
});
export type PublicShop = z.infer<typeof publicShopSchema>;
