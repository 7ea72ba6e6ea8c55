import * as z from 'zod/mini';
import { POLICY_PAGES, type PolicyKind } from './policy-pages';

// The policies' pages are plain constants (policy-pages.ts): the store's footer needs no zod for them.
export { POLICY_PAGES, type PolicyKind };

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
