import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;
export const DialogTrigger = DialogPrimitive.Trigger;

export function DialogContent({ className, children, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    // Given its container for the reason the sheet's is (sheet.tsx): the dialog's first render is then
    // React's time-sliced one, not a synchronous one started by Radix's layout effect.
    <DialogPrimitive.Portal container={typeof document === 'undefined' ? undefined : document.body}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[60] animate-fade-in bg-ink-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-[70] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-[1.5rem] bg-cream-50 p-6 shadow-lift outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-ink-700 hover:bg-cream-200"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
