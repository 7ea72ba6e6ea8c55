import { Printer, Truck } from 'lucide-react';
import type { OrderDetail } from '../../../../../contracts/admin';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { labelUrl, useShipment, useShipmentAction } from '../api/shipment';
import { PanelCard } from './panel-card';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The courier (issue 28): book in one tap once the piece is made, print the label, see a booking
 * that waits for the courier (and why), and answer a failed delivery. Manual shops dispatch with
 * the courier and AWB form instead, so the panel shows nothing for them.
 */
export function ShipmentPanel({ order }: { order: OrderDetail }) {
  const shipment = useShipment(order.id);
  const act = useShipmentAction(order.id);
  const view = shipment.data;
  if (!view?.automatic) return null;
  const s = view.shipment;
  const canBook = order.status === 'in_production' && (!s || s.booking === 'waiting');
  return (
    <PanelCard title="Courier">
      <div className="space-y-3 text-sm text-ink-700">
        {s?.awb ? (
          <p>
            {s.courierName ?? 'Courier'} · AWB <span className="font-mono">{s.awb}</span>
            {s.courierStatus ? ` · ${s.courierStatus}` : ''}
          </p>
        ) : null}
        {s?.booking === 'waiting' && s.lastError ? (
          <p role="alert" className="font-semibold text-danger-600">
            {`Not booked yet (attempt ${s.attempts}): ${s.lastError}`}
            {s.nextAttemptAt ? ` Trying again ${when(s.nextAttemptAt)}.` : ''}
          </p>
        ) : null}
        {canBook ? (
          <Button disabled={act.isPending} onClick={() => act.mutate(null)}>
            <Truck aria-hidden className="size-4" />
            {s ? 'Try booking again' : 'Book shipment'}
          </Button>
        ) : null}
        {s?.labelReady ? (
          <a
            className={buttonVariants({ variant: 'secondary' })}
            href={labelUrl(order.id)}
            target="_blank"
            rel="noopener"
          >
            <Printer aria-hidden className="size-4" />
            Print label
          </a>
        ) : null}
        {order.status === 'undelivered' && !s?.ndrAction ? (
          <div className="flex flex-wrap gap-2">
            <p className="w-full">The courier could not deliver this parcel.</p>
            <Button disabled={act.isPending} onClick={() => act.mutate({ action: 're-attempt' })}>
              Re-attempt delivery
            </Button>
            <Button variant="secondary" disabled={act.isPending} onClick={() => act.mutate({ action: 'return' })}>
              Return to shop
            </Button>
          </div>
        ) : null}
        {s?.ndrAction ? (
          <p role="status">{`Asked the courier to ${s.ndrAction === 'return' ? 'return it' : 'deliver again'}.`}</p>
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
