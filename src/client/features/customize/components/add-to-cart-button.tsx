import { LoaderCircle, ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDictionary } from '../../../lib/i18n/language';
import type { AddToCartState } from '../logic/add-to-cart-state';

/** The Add to Cart button as its state says: label, disabled, and what a tap does. */
export function AddToCartButton({
  state,
  onAdd,
  onOpenDialog,
  className,
}: {
  state: AddToCartState;
  onAdd: () => void;
  onOpenDialog: () => void;
  className?: string;
}) {
  const t = useDictionary();
  return (
    <Button
      size="lg"
      className={cn('min-w-[10.5rem]', className)}
      disabled={state.disabled}
      onClick={() => {
        if (state.action === 'add') onAdd();
        else if (state.action === 'open-dialog') onOpenDialog();
      }}
    >
      {state.label === 'Processing...' ? (
        <LoaderCircle aria-hidden className="animate-spin" />
      ) : (
        <ShoppingBag aria-hidden />
      )}
      {t.addToCart[state.label]}
    </Button>
  );
}
