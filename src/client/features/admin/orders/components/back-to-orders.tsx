import { ArrowLeft } from 'lucide-react';
import { AppLink } from '../../../../components/layout/app-link';

/** The way back to the orders list, above a single order's page. */
export function BackToOrders() {
  return (
    <AppLink
      href="/admin/orders"
      className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-clay-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All orders
    </AppLink>
  );
}
