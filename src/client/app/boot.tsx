import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { INITIAL_PRODUCTS_ELEMENT_ID } from '../../contracts/home-page';
import { DEFAULT_CATEGORY, productListSchema } from '../../contracts/products';
import { getProductsQueryOptions } from '../features/catalog/api/get-products';
import { createQueryClient } from '../lib/query-client';
import { Root } from './root';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

/**
 * The products the server rendered the home page with. Checked like any API answer: if the block
 * is missing or malformed the grid simply fetches them.
 */
function seedInitialProducts(): boolean {
  const block = document.getElementById(INITIAL_PRODUCTS_ELEMENT_ID);
  if (!block?.textContent) return false;
  try {
    const parsed = productListSchema.safeParse(JSON.parse(block.textContent));
    if (!parsed.success) return false;
    queryClient.setQueryData(getProductsQueryOptions(DEFAULT_CATEGORY).queryKey, parsed.data);
    return true;
  } catch {
    return false;
  }
}

// The server renders '/' to HTML: take it over in place. Other paths arrive empty and render here.
// Hydrating inside a transition lets React yield to the phone between components, so a tap
// during start-up is not stuck behind one long task.
if (seedInitialProducts() && root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, <Root queryClient={queryClient} />, {
      onRecoverableError: (error) => console.error('Hydration recovered by rendering on the client:', error),
    });
  });
} else {
  createRoot(root).render(<Root queryClient={queryClient} />);
}
