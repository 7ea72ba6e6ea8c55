import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const alertVariants = cva('rounded-2xl border px-4 py-3 text-sm', {
  variants: {
    tone: {
      info: 'border-cream-300 bg-cream-50 text-ink-900',
      warning: 'border-saffron-500 bg-saffron-300/40 text-ink-900',
      danger: 'border-danger-600 bg-danger-600/5 text-danger-600',
      success: 'border-leaf-500 bg-leaf-500/10 text-leaf-600',
    },
  },
  defaultVariants: { tone: 'info' },
});

export function Alert({ className, tone, ...props }: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ tone }), className)} {...props} />;
}
