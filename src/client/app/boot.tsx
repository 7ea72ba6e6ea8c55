import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_CATEGORY, productListSchema } from '../../contracts/products';
import { getProductsQueryOptions } from '../features/catalog/api/get-products';
import { createQueryClient } from '../lib/query-client';
import { languageReady } from '../lib/i18n/language';
import { homeProducts } from './home-products';
import { Root } from './root';
import { yieldToPage } from './yield-to-page';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

/**
 * The products the server rendered the home page with, fetched beside this code (main.tsx).
 * Checked like any API answer: if they are missing or malformed, the app renders afresh and the
 * grid fetches them itself.
 */
async function seedHomeProducts(): Promise<boolean> {
  const parsed = productListSchema.safeParse(await homeProducts());
  if (!parsed.success) return false;
  queryClient.setQueryData(getProductsQueryOptions(DEFAULT_CATEGORY).queryKey, parsed.data);
  return true;
}

/**
 * The server renders '/' to HTML: take it over in place. Other paths arrive empty and render here.
 * The start-up runs a turn at a time with the page in between (issue 26): after the contracts'
 * schemas (evaluated first, see main.tsx) and this module's code are evaluated, the products
 * are checked, then React hydrates inside a
 * transition, yielding between components. As one task it had held a tap up for several hundred
 * milliseconds on Lighthouse's phone. (Evaluating React DOM and the app apart, as separate
 * chunks, cost 2.6 KB of the first-load budget that the Hindi dictionary needed.)
 */
async function start(container: HTMLElement) {
  await languageReady;
  await yieldToPage();
  if (container.hasChildNodes() && (await seedHomeProducts())) {
    await yieldToPage();
    startTransition(() => {
      hydrateRoot(container, <Root queryClient={queryClient} />, {
        onRecoverableError: (error) => console.error('Hydration recovered by rendering on the client:', error),
      });
    });
  } else {
    createRoot(container).render(<Root queryClient={queryClient} />);
  }
}

void start(root);
