import { renderToString } from 'react-dom/server';
import { HTML_LANG, type Language } from '../../../../contracts/language';
import { DEFAULT_CATEGORY, type Product } from '../../../../contracts/products';
import { Root } from '../../../../client/app/root';
import { getProductsQueryOptions } from '../../../../client/features/catalog/api/get-products';
import { ServerLanguageContext } from '../../../../client/lib/i18n/language';
import { createQueryClient } from '../../../../client/lib/query-client';

/**
 * The built index.html with the home page rendered into it: the default tab's cards, their
 * images and their prices are in the first response, so a phone paints the shop before its
 * JavaScript has arrived. The app fetches the same products to hydrate with (see
 * contracts/home-page.ts for why they are not in the page). It is rendered in the shopper's
 * language, and `<html lang>` says which, so the browser hydrates with the same strings.
 */
export function renderHomePage(shell: string, products: Product[], language: Language = 'en'): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getProductsQueryOptions(DEFAULT_CATEGORY).queryKey, products);
  const markup = renderToString(
    <ServerLanguageContext value={language}>
      <Root queryClient={queryClient} />
    </ServerLanguageContext>,
  );
  queryClient.clear();
  const rootTag = '<div id="root"></div>';
  if (!shell.includes(rootTag)) throw new Error(`index.html has no empty ${rootTag}`);
  // A replacer function: a replacement string would read $&, $` and $' in a product title as patterns.
  return withHtmlLang(shell, language).replace(rootTag, () => `<div id="root">${markup}</div>`);
}

/** The shell's `<html lang>` for the shopper's language (the client reads it to start in it). */
export function withHtmlLang(shell: string, language: Language): string {
  return shell.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`);
}
