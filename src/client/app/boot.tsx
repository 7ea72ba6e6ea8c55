import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_CATEGORY } from '../../contracts/categories';
import type { Product } from '../../contracts/products';
import { getProductsQueryOptions } from '../features/catalog/api/get-products';
import { createQueryClient } from '../lib/query-client';
import { languageReady } from '../lib/i18n/language';
import { homeProducts } from './home-products';
import { Root } from './root';
import { yieldToPage } from './yield-to-page';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const homeKey = getProductsQueryOptions(DEFAULT_CATEGORY).queryKey;

/**
 * The products the server rendered the home page with, fetched beside this code (main.tsx): the
 * server's own answer, checked there by the route's response schema, so the page hydrates with it
 * at once and zod stays out of the first load (issue 40). It is checked here too, once the app is
 * live (checkSeed); if it is missing, the app renders afresh and the grid fetches them itself.
 */
async function seedHomeProducts(): Promise<unknown[] | null> {
  const products: unknown = await homeProducts();
  if (!Array.isArray(products)) return null;
  const seed = products as Product[];
  queryClient.setQueryData(homeKey, seed);
  return seed;
}

/** The seed against the contract, after hydration: one that does not pass is fetched again (and checked). */
async function checkSeed(products: unknown[]) {
  const { productListSchema } = await import('../../contracts/products');
  if (!productListSchema.safeParse(products).success) await queryClient.resetQueries({ queryKey: homeKey });
}

/**
 * The server renders '/' to HTML: take it over in place. Other paths arrive empty and render here.
 * The start-up runs a turn at a time with the page in between (issue 26): once this module's code
 * is evaluated the products are seeded, then React hydrates inside a transition, yielding between
 * components. As one task it had held a tap up for several hundred
 * milliseconds on Lighthouse's phone. (Evaluating React DOM and the app apart, as separate
 * chunks, cost 2.6 KB of the first-load budget that the Hindi dictionary needed.)
 */
async function start(container: HTMLElement) {
  await languageReady;
  await yieldToPage();
  const seed = container.hasChildNodes() ? await seedHomeProducts() : null;
  if (seed) {
    await yieldToPage();
    startTransition(() => {
      hydrateRoot(container, <Root queryClient={queryClient} />, {
        onRecoverableError: (error) => console.error('Hydration recovered by rendering on the client:', error),
      });
    });
    await yieldToPage();
    void checkSeed(seed);
  } else {
    createRoot(container).render(<Root queryClient={queryClient} />);
  }
}

void start(root);
