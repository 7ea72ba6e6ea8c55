import { ToastActionLink } from '../../../components/ui/toast';
import { goToCheckout } from '../../../lib/cart/cart-actions';
import { getStoredCart } from '../../../lib/stored-cart';
import { toast } from '../../../lib/toast-store';

/** 'Go to checkout' in the Added to cart toast: the same hand-off as the cart's checkout button. */
export function CheckoutLink() {
  return (
    <ToastActionLink
      href={getStoredCart().checkoutUrl ?? '#'}
      onClick={(e) => {
        e.preventDefault();
        goToCheckout().catch((err: unknown) => {
          toast({
            title: 'Checkout failed',
            description: err instanceof Error && err.message ? err.message : 'Please try again.',
            variant: 'destructive',
          });
        });
      }}
    >
      Go to checkout
    </ToastActionLink>
  );
}
