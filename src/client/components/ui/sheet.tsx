import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

type Side = 'bottom-mobile-right-desktop' | 'left' | 'right';

const sideClasses: Record<Side, string> = {
  'bottom-mobile-right-desktop':
    'inset-x-0 bottom-0 h-[90dvh] rounded-t-[1.75rem] animate-sheet-up md:inset-y-0 md:right-0 md:left-auto md:h-full md:w-[24rem] md:rounded-none md:rounded-l-[1.5rem] md:animate-sheet-left',
  right: 'inset-y-0 right-0 h-full w-[min(26rem,100vw)] rounded-l-[1.5rem] animate-sheet-left',
  left: 'inset-y-0 left-0 h-full w-[min(20rem,85vw)] rounded-r-[1.5rem]',
};

export function SheetContent({
  className,
  children,
  side = 'right',
  closeLabel = 'Close',
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { side?: Side; closeLabel?: string }) {
  return (
    // A sheet is only ever opened in the browser. Named here, the portal's container is there in the
    // sheet's first render: Radix's portal otherwise waits for a layout effect to find document.body,
    // and the re-render that effect starts is synchronous, so the whole sheet (a product's form, its
    // preview) was drawn in one long task instead of in React's time-sliced render.
    <DialogPrimitive.Portal container={typeof document === 'undefined' ? undefined : document.body}>
      <DialogPrimitive.Overlay
        data-testid="sheet-backdrop"
        className="fixed inset-0 z-40 animate-fade-in bg-ink-900/45 backdrop-blur-[2px]"
      />
      <DialogPrimitive.Content
        className={cn('fixed z-50 flex flex-col bg-cream-50 shadow-lift outline-none', sideClasses[side], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 z-10 grid size-10 place-items-center rounded-full bg-cream-50/90 text-ink-700 shadow-sm backdrop-blur hover:bg-cream-200"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
