import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { clearCart, EmptyCartError, goToCheckout } from '../../../lib/cart/cart-actions';
import { formatRupees } from '../../../../contracts/money';
import { useStoredCart } from '../../../lib/stored-cart';
import { toast } from '../../../lib/toast-store';
import { cartTotal } from '../cart-summary';
import { CartLine } from './cart-line';

/** The right-side cart: lines with steppers and remove, the total, Clear Cart and checkout. */
export default function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const cart = useStoredCart();
  const [redirecting, setRedirecting] = useState(false);
  const count = cart.items.length;

  const checkout = async () => {
    if (count === 0) {
      toast({
        title: 'Cart is empty',
        description: 'Add some items to your cart before checking out.',
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
          title: 'Cart is empty',
          description: 'Add some items to your cart before checking out.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Checkout failed',
          description: err instanceof Error && err.message ? err.message : 'Please try again.',
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel="Close cart">
        <div className="border-b border-cream-300 px-5 pt-5 pr-14 pb-4">
          <SheetTitle className="font-display text-xl font-semibold text-ink-900">Shopping Cart ({count})</SheetTitle>
          <SheetDescription className="text-sm text-ink-500">
            Each piece is hand-finished after your approval.
          </SheetDescription>
        </div>
        {count === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <div className="grid size-16 place-items-center rounded-full bg-cream-200 text-clay-600">
              <ShoppingBag aria-hidden className="size-7" />
            </div>
            <p className="font-display text-lg font-semibold">Your cart is empty</p>
            <p className="text-sm text-ink-700">Personalise a mug, a name board or a name plate to add it here.</p>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Browse the shop
            </Button>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-cream-300 overflow-y-auto px-5" aria-label="Items in your cart">
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
        )}
        <div className="space-y-3 border-t border-cream-300 bg-cream-100 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <div className="flex items-center justify-between">
            <span className="font-semibold text-ink-700">Total</span>
            <span className="text-lg font-bold text-ink-900" data-testid="cart-total">
              {formatRupees(cartTotal(cart.items))}
            </span>
          </div>
          <Button size="lg" className="w-full" onClick={() => void checkout()} disabled={redirecting}>
            {redirecting ? 'Redirecting...' : 'Proceed to Checkout'}
          </Button>
          {count > 0 ? (
            <Button variant="ghost" size="sm" className="w-full" onClick={clearCart}>
              Clear Cart
            </Button>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
