import { ShoppingBag } from 'lucide-react';
import type { CartDiscounts } from '../../../../contracts/cart-discounts';
import type { Design } from '../../../../contracts/designs';
import type { Product } from '../../../../contracts/products';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { clearCart, EmptyCartError, goToCheckout } from '../../../lib/cart/cart-actions';
import { formatRupees } from '../../../../contracts/money';
import { useStoredCart } from '../../../lib/stored-cart';
import { useDictionary } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';
import { cartTotal } from '../cart-summary';
import { lineDesign } from '../line-design';
import { isShopifyCart } from '../api/update-discount-code';
import { CartLine } from './cart-line';
import { DiscountCodeForm } from './discount-code-form';

/** The right-side cart: lines with steppers and remove, the total, Clear Cart and checkout. */
export default function CartDrawer({
  open,
  onOpenChange,
  onReopen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tapping a line's preview or name: its product's sheet, with the line's personalisation. */
  onReopen?: (product: Product, design: Design) => void;
}) {
  const t = useDictionary();
  const cart = useStoredCart();
  const [redirecting, setRedirecting] = useState(false);
  const count = cart.items.length;
  // Shopify's total after a code, for the lines it was worked out on: while a changed quantity is
  // worked out again (discount-code-form.tsx), the Total is our own sum.
  const lines = cart.items.map((i) => `${i.id}:${i.quantity}`).join(',');
  const [discounted, setDiscounted] = useState<{ lines: string; discounts: CartDiscounts } | null>(null);
  const shopifyTotal =
    discounted?.lines === lines && discounted.discounts.codes.some((c) => c.applicable)
      ? Number(discounted.discounts.totalAmount)
      : null;

  const checkout = async () => {
    if (count === 0) {
      toast({
        title: t.toasts.cartEmptyTitle,
        description: t.toasts.cartEmpty,
        variant: 'destructive',
      });
      return;
    }
    setRedirecting(true);
    try {
      await goToCheckout();
    } catch (err) {
      setRedirecting(false);
      if (err instanceof EmptyCartError) {
        toast({
          title: t.toasts.cartEmptyTitle,
          description: t.toasts.cartEmpty,
          variant: 'destructive',
        });
      } else {
        toast({
          title: t.toasts.checkoutFailed,
          description: err instanceof Error && err.message ? err.message : t.toasts.tryAgain,
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t.cart.close}>
        <div className="border-b border-cream-300 px-5 pt-5 pr-14 pb-4">
          <SheetTitle className="font-display text-xl font-semibold text-ink-900">{t.cart.title(count)}</SheetTitle>
          <SheetDescription className="text-sm text-ink-500">{t.cart.description}</SheetDescription>
        </div>
        {count === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <div className="grid size-16 place-items-center rounded-full bg-cream-200 text-clay-600">
              <ShoppingBag aria-hidden className="size-7" />
            </div>
            <p className="font-display text-lg font-semibold">{t.cart.emptyTitle}</p>
            <p className="text-sm text-ink-700">{t.cart.emptyText}</p>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t.cart.browse}
            </Button>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-cream-300 overflow-y-auto px-5" aria-label={t.cart.items}>
            {cart.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                onReopen={
                  onReopen
                    ? () => {
                        // The drawer closes first: the sheet it opens takes the focus and the screen.
                        onOpenChange(false);
                        onReopen(item.product, lineDesign(item));
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        )}
        <div className="space-y-3 border-t border-cream-300 bg-cream-100 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {count > 0 && isShopifyCart(cart.cartId) ? (
            <DiscountCodeForm
              cartId={cart.cartId}
              lines={lines}
              locale={t.locale}
              onResult={(discounts) => setDiscounted({ lines, discounts })}
            />
          ) : null}
          <div className="flex items-center justify-between">
            <span className="font-semibold text-ink-700">{t.cart.total}</span>
            <span className="text-lg font-bold text-ink-900" data-testid="cart-total">
              {formatRupees(shopifyTotal ?? cartTotal(cart.items), t.locale)}
            </span>
          </div>
          <Button size="lg" className="w-full" onClick={() => void checkout()} disabled={redirecting}>
            {redirecting ? t.cart.redirecting : t.cart.checkout}
          </Button>
          {count > 0 ? (
            <Button variant="ghost" size="sm" className="w-full" onClick={clearCart}>
              {t.cart.clear}
            </Button>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
