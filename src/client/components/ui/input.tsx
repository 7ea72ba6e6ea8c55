import type * as React from 'react';
import { cn } from '../../lib/cn';

export const fieldClass =
  'w-full rounded-2xl border border-cream-300 bg-cream-50 px-4 text-base text-ink-900 placeholder:text-ink-500 transition-[border-color,box-shadow] hover:border-clay-400 focus:border-clay-600 focus:shadow-[0_0_0_3px_rgb(154_66_32/0.15)] focus:outline-none aria-invalid:border-danger-600 disabled:opacity-60';

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-12', className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-24 resize-y py-3 leading-relaxed', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'h-12 appearance-auto pr-3', className)} {...props} />;
}

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('text-sm font-semibold text-ink-900', className)} {...props} />;
}
