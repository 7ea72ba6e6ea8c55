import { useState } from 'react';
import type { Design } from '../../../contracts/designs';
import type { Product } from '../../../contracts/products';
import { Sheet, SheetContent } from '../../components/ui/sheet';
import { TooltipProvider } from '../../components/ui/tooltip';
import { useDictionary } from '../../lib/i18n/language';
import { CustomizeContent } from './components/customize-content';
import { useDragToClose } from './hooks/use-drag-to-close';

/** The customization sheet: bottom sheet on phones, right panel on desktop (spec section 2). */
export default function CustomizeSheet({
  product,
  onClose,
  design,
}: {
  product: Product | null;
  onClose: () => void;
  /** A shared design (/d/<token>) to open the product with. */
  design?: Design;
}) {
  const t = useDictionary();
  const { sheetRef, handleProps } = useDragToClose(onClose);
  // The sheet opens from a card, not a Radix trigger, so Radix has nowhere to send focus back to.
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <Sheet open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        ref={sheetRef}
        side="bottom-mobile-right-desktop"
        closeLabel={t.sheet.close}
        // Focus the sheet itself, not its first field: on a phone that would pop the keyboard over the preview.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          // Focusing makes the browser style and lay out the sheet there and then: done at once, that
          // was 15 ms more inside the task that commits the sheet, a long task on a phone. Once the
          // sheet's first frame is drawn, that work is done and focusing is quick.
          // The sheet is fixed to the screen: nothing to scroll to, and asking the browser to scroll it
          // into view made it lay out the whole page there and then, inside the sheet's first draw.
          requestAnimationFrame(() => setTimeout(() => sheetRef.current?.focus({ preventScroll: true }), 0));
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <TooltipProvider>
          {product ? (
            <CustomizeContent
              key={`${product.id}:${design?.token ?? ''}`}
              product={product}
              onClose={onClose}
              dragHandleProps={handleProps}
              design={design}
            />
          ) : null}
        </TooltipProvider>
      </SheetContent>
    </Sheet>
  );
}
