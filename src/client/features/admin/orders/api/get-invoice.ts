import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceSummarySchema } from '../../../../../contracts/invoices';
import { adminGet } from '../../../../lib/admin-api';
import { ApiError } from '../../../../lib/api-client';

/** The order's invoice, or null before it is issued (the API answers 404 then). */
export const getInvoice = async (orderId: string, signal?: AbortSignal) => {
  try {
    return await adminGet(`/api/admin/orders/${encodeURIComponent(orderId)}/invoice`, invoiceSummarySchema, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
};

export const getInvoiceQueryOptions = (orderId: string, status: string) =>
  queryOptions({
    // The status is in the key: an order that moves on is asked again (delivery issues the invoice).
    queryKey: ['admin', 'orders', 'invoice', orderId, status],
    queryFn: ({ signal }) => getInvoice(orderId, signal),
    staleTime: 0,
  });

/** Looks for an invoice this many times after it fell due, then leaves it to the owner to issue. */
const LOOKS_WHILE_DUE = 5;

export const useInvoice = (orderId: string, status: string, due: boolean) =>
  useQuery({
    ...getInvoiceQueryOptions(orderId, status),
    // Issuing runs just after the status change answers: look again shortly while it is due, but
    // not for ever (without the shop settings it is not issued until the owner asks).
    refetchInterval: (q) => (q.state.data === null && due && q.state.dataUpdateCount < LOOKS_WHILE_DUE ? 2000 : false),
  });
