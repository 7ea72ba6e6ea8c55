import { startFakeStorefront } from './fake-storefront';
import { fakeShopCdnFiles, fakeShopCollections } from './fake-shop';

/**
 * The schema-validating fake Storefront API and CDN as a process, for the Shopify journey
 * (scripts/e2e-shopify-server.mjs): 5 products in each of the three collections, and one code.
 */
const port = Number(process.env.FAKE_SHOPIFY_PORT ?? 0);
const fake = await startFakeStorefront({
  apiVersion: process.env.SHOPIFY_API_VERSION ?? '2026-07',
  token: process.env.SHOPIFY_STOREFRONT_TOKEN ?? 'e2e-storefront-token',
  collections: fakeShopCollections(5),
  cdnFiles: await fakeShopCdnFiles(),
  // A code made in the shop's Shopify admin, for the cart's code field (e2e/shopify.spec.ts).
  discounts: [{ code: 'DIWALI10', percentOff: 10 }],
  port,
});
console.log(`fake storefront ready at ${fake.origin}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
