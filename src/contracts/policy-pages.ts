// No zod here: the store's footer (first screen) links the policies; the shop's schema is in shop.ts.

/** Where each policy is shown; its title is in the shopper's language (client/lib/i18n). */
export const POLICY_PAGES = {
  shipping: { path: '/policies/shipping' },
  cancellation: { path: '/policies/cancellation' },
  privacy: { path: '/policies/privacy' },
} as const;
export type PolicyKind = keyof typeof POLICY_PAGES;
