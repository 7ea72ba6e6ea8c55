import type * as React from 'react';
import { cn } from '../../lib/cn';

export function RadioChipGroup({
  legend,
  legendClassName,
  itemsClassName,
  className,
  children,
  ...props
}: React.ComponentProps<'fieldset'> & { legend: React.ReactNode; legendClassName?: string; itemsClassName?: string }) {
  return (
    <fieldset className={cn('min-w-0', className)} {...props}>
      <legend className={cn('mb-2 text-sm font-semibold text-ink-900', legendClassName)}>{legend}</legend>
      <div className={cn('flex flex-wrap gap-2', itemsClassName)}>{children}</div>
    </fieldset>
  );
}

export function RadioChip({
  name,
  value,
  checked,
  onSelect,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'label'>, 'onSelect'> & {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
}) {
  return (
    <label
      className={cn(
        'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-cream-300 bg-cream-50 px-4 text-sm font-medium text-ink-900 transition-[border-color,background-color,box-shadow] select-none hover:border-clay-400 has-[:checked]:border-clay-600 has-[:checked]:bg-clay-600/8 has-[:checked]:shadow-[inset_0_0_0_1px_var(--color-clay-600)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600',
        className,
      )}
      {...props}
    >
      {children}
      <input
        type="radio"
        className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-[inherit] opacity-0"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
      />
    </label>
  );
}
