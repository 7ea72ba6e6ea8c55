import { useDictionary } from '../../../lib/i18n/language';
import type { PriceDisplay } from '../logic/price-display';
import type { AddToCartState } from '../logic/add-to-cart-state';
import { AddToCartButton } from './add-to-cart-button';

/** After the first preview: the final price, the choices in a line, and Add to Cart. */
export function SheetFooter({
  price,
  state,
  canChangeOptions,
  onAdd,
  onOpenDialog,
}: {
  price: PriceDisplay;
  state: AddToCartState;
  canChangeOptions: boolean;
  onAdd: () => void;
  onOpenDialog: () => void;
}) {
  const t = useDictionary();
  return (
    <div className="shrink-0 border-t border-cream-300 bg-cream-100 px-5 pt-3 pb-[max(0.875rem,env(safe-area-inset-bottom))]">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-ink-500">{t.sheet.finalPrice}</p>
          <p
            className="text-lg leading-tight font-bold whitespace-nowrap text-ink-900 tabular-nums"
            data-testid="final-price"
          >
            {price.price}
          </p>
          {price.summary || canChangeOptions ? (
            <p className="line-clamp-2 text-xs text-ink-700">
              {price.summary ? <span data-testid="selection-summary">{price.summary}</span> : null}{' '}
              {canChangeOptions ? (
                <button
                  type="button"
                  aria-label={t.sheet.changeOptions}
                  onClick={onOpenDialog}
                  className="font-semibold whitespace-nowrap text-clay-700 underline underline-offset-2"
                >
                  {t.sheet.change}
                </button>
              ) : null}
            </p>
          ) : null}
        </div>
        <AddToCartButton state={state} onAdd={onAdd} onOpenDialog={onOpenDialog} />
      </div>
      <p className="mt-2.5 text-center text-xs text-ink-500">{t.promise}</p>
    </div>
  );
}
