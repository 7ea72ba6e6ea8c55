import { FileText } from 'lucide-react';
import type { OrderDetail } from '../../../../../contracts/admin';
import { buttonVariants } from '../../../../components/ui/button';
import { useInvoice } from '../api/get-invoice';
import { PanelCard } from './panel-card';

/** The order's invoice to download, once it is paid or delivered. */
export function InvoicePanel({ order }: { order: OrderDetail }) {
  const invoice = useInvoice(order.id, order.status);
  return (
    <PanelCard title="Invoice">
      {invoice.data ? (
        <div className="grid gap-3">
          <p className="text-sm text-ink-700">
            {invoice.data.kind === 'tax_invoice' ? 'Tax invoice' : 'Bill of supply'}{' '}
            <span className="font-semibold text-ink-900">{invoice.data.number}</span>
          </p>
          <a
            href={`/api/admin/orders/${encodeURIComponent(order.id)}/invoice.pdf`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <FileText aria-hidden />
            Download invoice
          </a>
        </div>
      ) : (
        <p className="text-sm text-ink-700">
          {invoice.isError
            ? 'Could not check the invoice.'
            : 'Issued by itself once the order is paid, or delivered when paid on delivery.'}
        </p>
      )}
    </PanelCard>
  );
}
