import { ClipboardList, Printer, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { OrderDetail } from '../../../../../contracts/admin';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { labelUrl, manifestUrl, useReadAgainWhenBookingEnds, useShipment, useShipmentAction } from '../api/shipment';
import { NdrActions } from './ndr-actions';
import { PanelCard } from './panel-card';

/**
 * The courier (issue 28): book in one tap once the piece is made, print the label and the
 * manifest, cancel a booking before the courier has the parcel, see a booking that waits for the
 * courier (and why), and answer a failed delivery. Manual shops dispatch with the courier and AWB
 * form instead, so the panel shows nothing for them.
 */
export function ShipmentPanel({ order }: { order: OrderDetail }) {
  const shipment = useShipment(order.id);
  const act = useShipmentAction(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const view = shipment.data;
  const s = view?.shipment;
  // An attempt is at the courier now (the retry runner's, or another tap's): one at a time.
  const bookingNow = s?.bookingNow === true;
  useReadAgainWhenBookingEnds(order.id, bookingNow);
  if (!view?.automatic) return null;
  const canBook = order.status === 'in_production' && (!s || s.booking !== 'booked') && !bookingNow;
  // Booked, the order waits in production for the courier's pickup scan (issue 45); until the parcel
  // is out for delivery the booking can be cancelled.
  const awaitingPickup = order.status === 'in_production' && s?.booking === 'booked';
  const canCancel = (awaitingPickup || order.status === 'dispatched') && s?.booking === 'booked';
  // A booking still waiting for the courier (it was down) can be stopped before it is ever made.
  const canStop = order.status === 'in_production' && s?.booking === 'waiting';
  const pdfLink = buttonVariants({ variant: 'secondary' });
  return (
    <PanelCard title="Courier">
      <div className="space-y-3 text-sm text-ink-700">
        {s?.awb && s.booking === 'booked' ? (
          <p>
            {s.courierName ?? 'Courier'} · AWB <span className="font-mono">{s.awb}</span>
            {s.courierStatus ? ` · ${s.courierStatus}` : ''}
          </p>
        ) : null}
        {awaitingPickup ? <p className="font-semibold text-ink-900">Booked, waiting for pickup</p> : null}
        {s?.booking === 'cancelled' ? (
          <p role="status">{`Booking cancelled${s.awb ? ` (AWB ${s.awb})` : ''}. Book it again when it is ready.`}</p>
        ) : null}
        {bookingNow ? <p role="status">{`Booking with the courier now (attempt ${s.attempts})…`}</p> : null}
        {s?.booking === 'waiting' && s.lastError && !bookingNow ? (
          <p role="alert" className="font-semibold text-danger-600">
            {`Not booked yet (attempt ${s.attempts}): ${s.lastError}${/[.!?]$/.test(s.lastError) ? '' : '.'}`}
            {s.nextAttemptAt ? ` Trying again ${formatDateTime(s.nextAttemptAt)}.` : ''}
          </p>
        ) : null}
        {canBook ? (
          <Button disabled={act.isPending} onClick={() => act.mutate({ kind: 'book' })}>
            <Truck aria-hidden className="size-4" />
            {s?.booking === 'waiting' ? 'Try booking again' : 'Book shipment'}
          </Button>
        ) : null}
        {s?.labelReady ? (
          <div className="flex flex-wrap gap-2">
            <a className={pdfLink} href={labelUrl(order.id)} target="_blank" rel="noopener">
              <Printer aria-hidden className="size-4" />
              Print label
            </a>
            <a className={pdfLink} href={manifestUrl(order.id)} target="_blank" rel="noopener">
              <ClipboardList aria-hidden className="size-4" />
              Manifest
            </a>
          </div>
        ) : null}
        {(canCancel || canStop) && !confirmCancel ? (
          <Button variant="outline" disabled={act.isPending} onClick={() => setConfirmCancel(true)}>
            <XCircle aria-hidden className="size-4" />
            {canStop ? 'Cancel booking' : 'Cancel shipment'}
          </Button>
        ) : null}
        {(canCancel || canStop) && confirmCancel ? (
          <div role="group" aria-labelledby="cancel-shipment-question" className="space-y-2">
            <p id="cancel-shipment-question" className="font-semibold text-ink-900">
              {canStop
                ? 'Stop trying to book this parcel? It will not be booked until you book it again.'
                : 'Cancel this booking with the courier? The order goes back to in production, to be booked again.'}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="destructive"
                disabled={act.isPending}
                onClick={() => act.mutate({ kind: 'cancel' }, { onSettled: () => setConfirmCancel(false) })}
              >
                Yes, cancel the booking
              </Button>
              <Button variant="secondary" disabled={act.isPending} onClick={() => setConfirmCancel(false)}>
                Keep it
              </Button>
            </div>
          </div>
        ) : null}
        {order.status === 'undelivered' ? (
          <NdrActions
            answered={s?.ndrAction ?? null}
            pending={act.isPending}
            onAnswer={(action) => act.mutate({ kind: 'ndr', action })}
          />
        ) : null}
        {act.error ? (
          <p role="alert" className="font-semibold text-danger-600">
            {errorMessage(act.error, 'Could not reach the courier.')}
          </p>
        ) : null}
      </div>
    </PanelCard>
  );
}
