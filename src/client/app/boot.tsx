import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_CATEGORY, productListSchema } from '../../contracts/products';
import { getProductsQueryOptions } from '../features/catalog/api/get-products';
import { createQueryClient } from '../lib/query-client';
import { languageReady } from '../lib/i18n/language';
import { homeProducts } from './home-products';
import { Root } from './root';

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

// The server renders '/' to HTML: take it over in place. Other paths arrive empty and render here.
// Hydrating inside a transition lets React yield to the phone between components, so a tap
// during start-up is not stuck behind one long task.
async function start(container: HTMLElement) {
  await languageReady;
  if (container.hasChildNodes() && (await seedHomeProducts())) {
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
