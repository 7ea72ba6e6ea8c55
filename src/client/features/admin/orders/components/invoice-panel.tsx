import { FileText, ReceiptText } from 'lucide-react';
import type { OrderDetail } from '../../../../../contracts/admin';
import { AppLink } from '../../../../components/layout/app-link';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { useInvoice } from '../api/get-invoice';
import { useIssueInvoice } from '../api/issue-invoice';
import { PanelCard } from './panel-card';

/** Mirrors the server's rule (invoice-service.ts): the money is in, online or on delivery. */
const invoiceIsDue = (order: OrderDetail) => order.paymentStatus === 'paid' || order.status === 'delivered';

/**
 * The order's invoice to download, once it is paid or delivered. One that fell due while the shop
 * settings were empty is issued here by the owner, who is told why it waited.
 */
export function InvoicePanel({ order }: { order: OrderDetail }) {
  const due = invoiceIsDue(order);
  const invoice = useInvoice(order.id, order.status, due);
  const issue = useIssueInvoice(order.id, order.status);
  const issueError = issue.error ? errorMessage(issue.error, 'Could not issue the invoice.') : null;
  const settingsMissing = issueError?.startsWith('Fill in the shop settings');
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
      ) : invoice.isError ? (
        <p className="text-sm text-ink-700">Could not check the invoice.</p>
      ) : due && invoice.data === null ? (
        <div className="grid gap-3">
          <p className="text-sm text-ink-700">This order is due an invoice that has not been issued yet.</p>
          <Button variant="outline" onClick={() => issue.mutate()} disabled={issue.isPending}>
            <ReceiptText aria-hidden />
            {issue.isPending ? 'Issuing…' : 'Issue invoice'}
          </Button>
          {issueError && (
            <p role="alert" className="text-sm font-semibold text-danger-600">
              {issueError}{' '}
              {settingsMissing && (
                <AppLink href="/admin/settings" className="underline underline-offset-2">
                  Open the shop settings
                </AppLink>
              )}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-ink-700">
          Issued by itself once the order is paid, or delivered when paid on delivery.
        </p>
      )}
    </PanelCard>
  );
}
