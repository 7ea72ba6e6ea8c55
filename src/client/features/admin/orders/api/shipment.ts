import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { shipmentViewSchema, type NdrActionRequest } from '../../../../../contracts/shipping';
import { adminGet, adminSend } from '../../../../lib/admin-api';

const base = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/shipment`;

export const getShipmentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'shipment', orderId],
    queryFn: ({ signal }) => adminGet(base(orderId), shipmentViewSchema, signal),
    staleTime: 0,
    // An attempt is at the courier: its answer comes in seconds, so the panel asks again until then.
    refetchInterval: (query) => (query.state.data?.shipment?.bookingNow ? 3000 : false),
  });

export const useShipment = (orderId: string) => useQuery(getShipmentQueryOptions(orderId));

export const labelUrl = (orderId: string) => `${base(orderId)}/label.pdf`;
export const manifestUrl = (orderId: string) => `${base(orderId)}/manifest.pdf`;

export type ShipmentAction = { kind: 'book' } | { kind: 'cancel' } | ({ kind: 'ndr' } & NdrActionRequest);

/**
 * Book in one tap, cancel the booking, or answer a failed delivery; the shipment, the order (its
 * status moved) and the failed-deliveries list are read again.
 */
export function useShipmentAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ShipmentAction) => {
      if (action.kind === 'ndr')
        return adminSend(
          'POST',
          `${base(orderId)}/ndr`,
          { action: action.action, comment: action.comment },
          shipmentViewSchema,
        );
      return adminSend(
        'POST',
        action.kind === 'cancel' ? `${base(orderId)}/cancel` : base(orderId),
        {},
        shipmentViewSchema,
      );
    },
    onSuccess: () => readMovedAgain(queryClient, orderId),
  });
}

/** What booking, cancelling or answering moves: the shipment, the order (its status) and the failed-deliveries list. */
const readMovedAgain = (queryClient: QueryClient, orderId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getShipmentQueryOptions(orderId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'shipments'] }),
  ]);

/**
 * An attempt that was at the courier has ended (booked, or waiting again): what it moved is read
 * again, as after the owner's own tap, so the order's status and timeline follow the AWB.
 */
export function useReadAgainWhenBookingEnds(orderId: string, bookingNow: boolean) {
  const queryClient = useQueryClient();
  const wasBookingNow = useRef(bookingNow);
  useEffect(() => {
    if (wasBookingNow.current && !bookingNow) void readMovedAgain(queryClient, orderId);
    wasBookingNow.current = bookingNow;
  }, [bookingNow, orderId, queryClient]);
}
