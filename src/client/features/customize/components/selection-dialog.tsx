import { PackageX } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useDictionary } from '../../../lib/i18n/language';
import { attributeLabel } from '../../../lib/i18n/attribute-label';
import { useCatalogueText } from '../../../lib/i18n/catalogue-words';
import { useSelectionDialogStrings } from '../../../lib/i18n/selection-dialog';
import type { AddToCartState } from '../logic/add-to-cart-state';
import type { Selection, VariantMatch } from '../logic/find-variant';
import type { PriceDisplay } from '../logic/price-display';
import type { Attribute } from '../logic/product-attributes';
import { AddToCartButton } from './add-to-cart-button';
import { InvalidCombination } from './option-selectors';
import { OptionChips } from './option-chips';

/**
 * Complete Your Selection (spec section 2): the options not asked in the sheet, what is still
 * missing, and whether the chosen combination can be bought; from here the shopper adds to cart.
 */
export function SelectionDialog({
  open,
  onOpenChange,
  productTitle,
  attributes,
  selection,
  match,
  price,
  state,
  onChoose,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productTitle: string;
  attributes: readonly Attribute[];
  selection: Selection;
  match: VariantMatch;
  price: PriceDisplay;
  state: AddToCartState;
  onChoose: (index: number, value: string) => void;
  onAdd: () => void;
}) {
  const t = useDictionary();
  const words = useSelectionDialogStrings();
  const say = useCatalogueText();
  const outOfStock = match.status === 'matched' && !match.variant.available;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[88dvh] overflow-y-auto">
        <DialogTitle className="pr-10 font-display text-xl font-semibold text-ink-900">{words.title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-700">{words.description(productTitle)}</DialogDescription>
        {match.status === 'missing' ? (
          <div className="mt-4 rounded-2xl bg-saffron-300/35 px-4 py-3 text-sm text-ink-900" data-testid="still-need">
            <p className="font-semibold">{words.stillNeed}</p>
            <ul className="mt-1 list-inside list-disc">
              {match.missing.map((a) => (
                <li key={a.index}>{attributeLabel(t, a.label, say)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-5 space-y-5">
          {attributes.map((a) => (
            <OptionChips
              key={a.index}
              attribute={a}
              value={selection[a.index] ?? null}
              name={`dialog-option-${a.index}`}
              onChoose={onChoose}
            />
          ))}
        </div>
        <div aria-live="polite" className="mt-4 empty:hidden">
          {match.status === 'invalid' ? <InvalidCombination /> : null}
          {outOfStock ? (
            <p className="flex items-center gap-2 rounded-2xl bg-cream-200 px-4 py-3 text-sm font-semibold text-ink-900">
              <PackageX aria-hidden className="size-4 text-clay-700" />
              {words.outOfStock}
            </p>
          ) : null}
        </div>
        <div className="mt-5 flex items-center justify-between gap-3 border-t border-cream-300 pt-4">
          <p className="text-lg font-bold text-ink-900 tabular-nums" data-testid="dialog-price">
            {price.price}
          </p>
          <AddToCartButton state={state} onAdd={onAdd} onOpenDialog={() => undefined} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
