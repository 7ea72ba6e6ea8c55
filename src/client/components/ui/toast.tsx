import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from '../../lib/toast-store';

export const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lift data-[state=closed]:animate-fade-out data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-cream-300 bg-cream-50 text-ink-900',
        destructive: 'border-danger-600 bg-danger-600 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * What a screen reader says for each toast, for their region among the page's landmarks (Radix
 * puts the hotkey in for `{hotkey}`) and for a toast's close button. The workspace keeps English.
 */
export interface ToasterLabels {
  toast: string;
  region: string;
  dismiss: string;
}

/**
 * The same words as the English dictionary's `toast` (toast.test.tsx holds them equal). Not
 * imported from it: this lazy chunk importing en.ts made the bundler split en.ts out of the
 * first-load chunk, over its budget.
 */
const ENGLISH_LABELS: ToasterLabels = {
  toast: 'Notification',
  region: 'Notifications ({hotkey})',
  dismiss: 'Dismiss notification',
};

/** Where toasts appear; F8 focuses it (Radix's default hotkey), and it is a polite live region. */
export function Toaster({ labels = ENGLISH_LABELS }: { labels?: ToasterLabels }) {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={labels.toast}>
      {items.map(({ id, title, description, action, variant, duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => !next && dismissToast(id)}
          className={toastVariants({ variant })}
          data-testid="toast"
        >
          <div className="grid min-w-0 flex-1 gap-0.5">
            {title ? <ToastPrimitive.Title className="text-sm font-bold">{title}</ToastPrimitive.Title> : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            ) : null}
            {action}
          </div>
          <ToastPrimitive.Close
            aria-label={labels.dismiss}
            className="absolute top-2.5 right-2.5 grid size-7 place-items-center rounded-full opacity-70 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Top on phones so a toast never hides the sheet footer or the checkout button; bottom right on desktop. */}
      <ToastPrimitive.Viewport
        label={labels.region}
        className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}

export function ToastActionLink({ className, ...props }: React.ComponentProps<'a'>) {
  return (
    <a
      className={cn('mt-1 inline-block text-sm font-bold text-clay-700 underline underline-offset-2', className)}
      {...props}
    />
  );
}
