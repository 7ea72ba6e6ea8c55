import type { VariantMatch } from './find-variant';

export type AddToCartLabel = 'Add to Cart' | 'Out of Stock' | 'Select Options' | 'Invalid Selection' | 'Processing...';

export interface AddToCartState {
  label: AddToCartLabel;
  disabled: boolean;
  /** What a tap does: add the item, or open Complete Your Selection. */
  action: 'add' | 'open-dialog' | 'none';
}

/**
 * The Add to Cart button (spec section 5). Disabled while generating or adding, for an invalid
 * combination, an unavailable variant, or a product without variants. With options still
 * unchosen it stays enabled and opens the selection dialog: those options are only asked there,
 * so a disabled button would leave the shopper no way forward. Inside the dialog that same
 * state is disabled, since the shopper is already choosing.
 */
export function addToCartState({
  busy,
  match,
  inDialog = false,
}: {
  busy: boolean;
  match: VariantMatch;
  inDialog?: boolean;
}): AddToCartState {
  if (busy) return { label: 'Processing...', disabled: true, action: 'none' };
  switch (match.status) {
    case 'none':
      return { label: 'Out of Stock', disabled: true, action: 'none' };
    case 'missing':
      return inDialog
        ? { label: 'Select Options', disabled: true, action: 'none' }
        : { label: 'Select Options', disabled: false, action: 'open-dialog' };
    case 'invalid':
      return { label: 'Invalid Selection', disabled: true, action: 'none' };
    case 'matched':
      return match.variant.available
        ? { label: 'Add to Cart', disabled: false, action: 'add' }
        : { label: 'Out of Stock', disabled: true, action: 'none' };
  }
}
