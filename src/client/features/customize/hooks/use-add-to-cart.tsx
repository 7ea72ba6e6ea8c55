import { useState } from 'react';
import type { Product } from '../../../../contracts/products';
import { errorMessage } from '../../../lib/api-client';
import { addItemToCart } from '../../../lib/cart/cart-actions';
import type { DesignedValues } from '../../../lib/cart/cart-actions';
import type { CustomizationState } from '../../../lib/stored-cart';
import { currentDictionary } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';
import { CheckoutLink } from '../components/checkout-link';
import type { VariantMatch } from '../logic/find-variant';

interface Options {
  product: Product;
  match: VariantMatch;
  generated: boolean;
  customization: () => CustomizationState & DesignedValues;
  openDialog: () => void;
  onAdded: () => void;
  /** The preview on show is of another option (issue 45 item 6): it is redrawn first. */
  outOfDate?: boolean;
  /** Redraws the preview for the options chosen now; the new preview's URL, or null when none was made. */
  redraw?: () => Promise<string | null>;
}

/** Add to Cart (spec section 4): options first, then a preview, then the add call. */
export function useAddToCart({
  product,
  match,
  generated,
  customization,
  openDialog,
  onAdded,
  outOfDate = false,
  redraw,
}: Options) {
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
    // A cart line never carries a preview of another option: draw the chosen one first.
    let redrawn: string | null = null;
    if (outOfDate && redraw) {
      redrawn = await redraw();
      if (!redrawn) return;
    }
    setAdding(true);
    try {
      const chosen = customization();
      // addItemToCart sends 'add_to_cart' itself.
      await addItemToCart(product, match.variant, redrawn ? { ...chosen, previewImage: redrawn } : chosen);
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
