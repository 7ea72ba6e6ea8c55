import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'bg-cream-200 text-ink-900',
        clay: 'bg-clay-600 text-cream-50',
        saffron: 'bg-saffron-300 text-ink-900',
        leaf: 'bg-leaf-600 text-cream-50',
        ink: 'bg-ink-900 text-cream-50',
        danger: 'bg-danger-600 text-white',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
