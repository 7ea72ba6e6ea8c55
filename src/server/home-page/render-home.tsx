import { renderToString } from 'react-dom/server';
import { DEFAULT_CATEGORY, type Product } from '../../contracts/products';
import { Root } from '../../client/app/root';
import { getProductsQueryOptions } from '../../client/features/catalog/api/get-products';
import { createQueryClient } from '../../client/lib/query-client';

/**
 * The built index.html with the home page rendered into it: the default tab's cards, their
 * images and their prices are in the first response, so a phone paints the shop before its
 * JavaScript has arrived. The app fetches the same products to hydrate with (see
 * contracts/home-page.ts for why they are not in the page).
 */
export function renderHomePage(shell: string, products: Product[]): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getProductsQueryOptions(DEFAULT_CATEGORY).queryKey, products);
  const markup = renderToString(<Root queryClient={queryClient} />);
  queryClient.clear();
  const rootTag = '<div id="root"></div>';
  if (!shell.includes(rootTag)) throw new Error(`index.html has no empty ${rootTag}`);
  // A replacer function: a replacement string would read $&, $` and $' in a product title as patterns.
  return shell.replace(rootTag, () => `<div id="root">${markup}</div>`);
}
