import { ToastActionLink } from '../../../components/ui/toast';
import { goToCheckout } from '../../../lib/cart/cart-actions';
import { getStoredCart } from '../../../lib/stored-cart';
import { useDictionary } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';

/** 'Go to checkout' in the Added to cart toast: the same hand-off as the cart's checkout button. */
export function CheckoutLink() {
  const t = useDictionary();
  return (
    <ToastActionLink
      href={getStoredCart().checkoutUrl ?? '#'}
      onClick={(e) => {
        e.preventDefault();
        goToCheckout().catch((err: unknown) => {
          toast({
            title: t.toasts.checkoutFailed,
            description: err instanceof Error && err.message ? err.message : t.toasts.tryAgain,
            variant: 'destructive',
          });
        });
      }}
    >
      {t.toasts.goToCheckout}
    </ToastActionLink>
  );
}
