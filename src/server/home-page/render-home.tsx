import { renderToString } from 'react-dom/server';
import { INITIAL_PRODUCTS_ELEMENT_ID, jsonForHtml } from '../../contracts/home-page';
import { DEFAULT_CATEGORY, type Product } from '../../contracts/products';
import { Root } from '../../client/app/root';
import { getProductsQueryOptions } from '../../client/features/catalog/api/get-products';
import { createQueryClient } from '../../client/lib/query-client';

/**
 * The built index.html with the home page rendered into it: the default tab's cards, their
 * images and their prices are in the first response, so a phone paints the shop before its
 * JavaScript has arrived, and the same products ride along as data for hydration.
 */
export function renderHomePage(shell: string, products: Product[]): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getProductsQueryOptions(DEFAULT_CATEGORY).queryKey, products);
  const markup = renderToString(<Root queryClient={queryClient} />);
  queryClient.clear();
  const rootTag = '<div id="root"></div>';
  if (!shell.includes(rootTag)) throw new Error(`index.html has no empty ${rootTag}`);
  const data = `<script type="application/json" id="${INITIAL_PRODUCTS_ELEMENT_ID}">${jsonForHtml(products)}</script>`;
  return shell.replace(rootTag, `<div id="root">${markup}</div>${data}`);
}
