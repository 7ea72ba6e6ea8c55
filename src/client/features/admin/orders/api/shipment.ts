import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shipmentViewSchema, type NdrActionRequest } from '../../../../../contracts/shipping';
import { adminGet, adminSend } from '../../../../lib/admin-api';

const base = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/shipment`;

export const getShipmentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'shipment', orderId],
    queryFn: ({ signal }) => adminGet(base(orderId), shipmentViewSchema, signal),
    staleTime: 0,
  });

export const useShipment = (orderId: string) => useQuery(getShipmentQueryOptions(orderId));

export const labelUrl = (orderId: string) => `${base(orderId)}/label.pdf`;

/** Book in one tap, or answer a failed delivery; the shipment and the order (its status moved) are read again. */
export function useShipmentAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ndr: NdrActionRequest | null) =>
      ndr
        ? adminSend('POST', `${base(orderId)}/ndr`, ndr, shipmentViewSchema)
        : adminSend('POST', base(orderId), {}, shipmentViewSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getShipmentQueryOptions(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      ]),
  });
}
