import type * as React from 'react';
import { SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import type { PriceDisplay } from '../logic/price-display';

/**
 * The sheet's top: a grab handle (drag down to close on a phone), the category, the title, and
 * the price until the footer takes it over after the first preview.
 */
export function CustomizeHeader({
  category,
  title,
  description,
  price,
  dragHandleProps,
  share,
}: {
  category: string | null;
  title: string;
  description: string;
  price: PriceDisplay | null;
  dragHandleProps: React.HTMLAttributes<HTMLDivElement>;
  /** Share the product (issue 45 item 8), beside the price. */
  share?: React.ReactNode;
}) {
  return (
    <div
      {...dragHandleProps}
      className="shrink-0 touch-none px-5 pt-2.5 pr-16 pb-3 md:touch-auto md:pt-5"
      data-testid="sheet-drag-handle"
    >
      <div aria-hidden className="mx-auto mb-2.5 h-1.5 w-11 rounded-full bg-cream-300 md:hidden" />
      {category ? (
        <p className="text-[0.7rem] font-semibold tracking-[0.08em] text-clay-700 uppercase">{category}</p>
      ) : null}
      <SheetTitle className="font-display text-xl leading-tight font-semibold text-ink-900">{title}</SheetTitle>
      <SheetDescription className="sr-only">{description}</SheetDescription>
      <div className="mt-1 flex items-center justify-between gap-2">
        {price ? (
          <p className="flex min-w-0 items-baseline gap-2">
            <span className="text-lg font-bold text-ink-900 tabular-nums" data-testid="sheet-price">
              {price.price}
            </span>
            {price.summary ? <span className="truncate text-xs text-ink-500">{price.summary}</span> : null}
          </p>
        ) : (
          <span />
        )}
        {share}
      </div>
    </div>
  );
}
