import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceSummarySchema } from '../../../../../contracts/invoices';
import { adminSend } from '../../../../lib/admin-api';
import { getInvoiceQueryOptions } from './get-invoice';

export const issueInvoice = (orderId: string) =>
  adminSend('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/invoice`, undefined, invoiceSummarySchema);

/** Issues a due invoice the order's event could not (the shop settings were missing then). */
export function useIssueInvoice(orderId: string, status: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => issueInvoice(orderId),
    onSuccess: (invoice) => queryClient.setQueryData(getInvoiceQueryOptions(orderId, status).queryKey, invoice),
  });
}
