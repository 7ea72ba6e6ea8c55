import { BellRing, X } from 'lucide-react';
import { AppLink } from '../../../../components/layout/app-link';
import { Button, buttonVariants } from '../../../../components/ui/button';
import type { NewOrders } from '../hooks/use-new-orders';

/**
 * Says a new order came in, on every workspace page. The words sit in a polite live region that is
 * always on the page (a region added with its text is often not read), so a screen reader says them
 * after what it is reading; the buttons stay outside it.
 */
export function NewOrdersNotice({ latest, dismiss }: Omit<NewOrders, 'count'>) {
  return (
    <div
      className={
        latest
          ? 'mb-5 flex flex-wrap items-center gap-3 rounded-2xl border-2 border-saffron-400 bg-cream-50 p-3 md:p-4'
          : 'contents'
      }
      data-testid="new-orders-notice"
    >
      {latest && <BellRing aria-hidden className="size-5 shrink-0 text-ink-900" />}
      <div role="status" aria-live="polite" className={latest ? 'min-w-0 flex-1 text-sm text-ink-900' : 'sr-only'}>
        {latest ? (
          <>
            <span className="block font-semibold whitespace-nowrap md:inline">{latest.title}</span>
            <span className="sr-only md:not-sr-only">: </span>
            {latest.body}
          </>
        ) : null}
      </div>
      {latest && (
        <div className="flex gap-2">
          <AppLink href={latest.href} onClick={dismiss} className={buttonVariants({ size: 'sm' })}>
            {latest.href === '/admin/orders' ? 'See orders' : 'Open order'}
          </AppLink>
          <Button variant="ghost" size="icon" aria-label="Dismiss the new-order notice" onClick={dismiss}>
            <X aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}
