import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { productListSchema, type Product } from '../../../contracts/products';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { getJson } from '../../lib/api-client';
import { track } from '../../lib/analytics';
import { useDictionary } from '../../lib/i18n/language';
import { formatRupeesRounded } from '../../../contracts/money';
import { searchProducts } from './search-products';

/** Search across every category; choosing a result opens its customization sheet. */
export default function SearchDialog({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (product: Product) => void;
}) {
  const t = useDictionary();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const all = useQuery({
    queryKey: ['products', 'all'],
    queryFn: ({ signal }) => getJson('/api/products', productListSchema, signal),
    enabled: open,
  });
  const results = all.data ? searchProducts(all.data, deferred, t.categories) : [];
  useEffect(() => {
    if (!deferred.trim()) return;
    const timer = setTimeout(() => track('search', { query: deferred.slice(0, 100), results: results.length }), 800);
    return () => clearTimeout(timer);
  }, [deferred, results.length]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 overflow-hidden p-0 md:top-24">
        <DialogTitle className="sr-only">{t.header.search}</DialogTitle>
        <DialogDescription className="sr-only">{t.searchDialog.description}</DialogDescription>
        <div className="flex items-center gap-2 border-b border-cream-300 px-4 py-3 pr-14">
          <Search aria-hidden className="size-5 text-ink-500" />
          <input
            autoFocus
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t.searchDialog.placeholder}
            aria-label={t.header.search}
            className="h-10 w-full bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-500"
          />
        </div>
        <div className="max-h-[60dvh] overflow-y-auto p-2" aria-live="polite">
          {all.isError ? (
            <p className="p-4 text-sm text-ink-700">{t.searchDialog.unavailable}</p>
          ) : !deferred.trim() ? (
            <p className="p-4 text-sm text-ink-500">{t.searchDialog.hint}</p>
          ) : all.isPending ? (
            <p className="p-4 text-sm text-ink-500" role="status">
              {t.searchDialog.searching}
            </p>
          ) : results.length === 0 ? (
            <p className="p-4 text-sm text-ink-700">{t.searchDialog.noMatch(deferred)}</p>
          ) : (
            <ul aria-label={t.searchDialog.results(results.length)}>
              {results.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onOpenChange(false);
                      onChoose(product);
                    }}
                    className="flex w-full items-center gap-3 rounded-2xl p-2 text-left hover:bg-cream-200"
                  >
                    {product.images[0] ? (
                      <img
                        src={product.images[0].url.replace('/640.', '/320.')}
                        alt=""
                        width={56}
                        height={56}
                        className="size-14 shrink-0 rounded-xl object-cover"
                      />
                    ) : null}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-ink-900">{product.title}</span>
                      <span className="block text-xs text-ink-500">
                        {t.card.type(product.productType.trim()) || t.card.productFallback}
                      </span>
                    </span>
                    <span className="text-sm font-bold text-ink-900">
                      {formatRupeesRounded(product.variants[0]?.price ?? 0)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
