import { useState } from 'react';
import type { Product } from '../../../../contracts/products';
import { errorMessage } from '../../../lib/api-client';
import { addItemToCart } from '../../../lib/cart/cart-actions';
import type { CustomizationState } from '../../../lib/stored-cart';
import { currentDictionary } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';
import { CheckoutLink } from '../components/checkout-link';
import type { VariantMatch } from '../logic/find-variant';

interface Options {
  product: Product;
  match: VariantMatch;
  generated: boolean;
  customization: () => CustomizationState;
  openDialog: () => void;
  onAdded: () => void;
}

/** Add to Cart (spec section 4): options first, then a preview, then the add call. */
export function useAddToCart({ product, match, generated, customization, openDialog, onAdded }: Options) {
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const t = currentDictionary().toasts;
    if (match.status !== 'matched') {
      openDialog();
      return;
    }
    if (!generated) {
      toast({ title: t.generationRequiredTitle, description: t.generationRequired });
      return;
    }
    if (!match.variant.available || adding) return;
    setAdding(true);
    try {
      // addItemToCart sends 'add_to_cart' itself.
      await addItemToCart(product, match.variant, customization());
      toast({ title: t.addedTitle, description: t.added, action: <CheckoutLink /> });
      onAdded();
    } catch (err) {
      console.error('Add to cart failed', err);
      toast({
        title: t.addFailed,
        description: errorMessage(err, t.tryAgain),
        variant: 'destructive',
      });
    } finally {
      setAdding(false);
    }
  };

  return { adding, add };
}
