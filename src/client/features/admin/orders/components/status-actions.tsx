import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ORDER_STATUS_LABELS, type OrderDetail, type OrderStatus } from '../../../../../contracts/admin';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useShipment } from '../api/shipment';
import { CancelOrderButton } from './cancel-order-button';
import { DispatchForm } from './dispatch-form';
import { PanelCard } from './panel-card';

// Sending the proof has its own panel (it makes a link); cancelling asks first; dispatching asks
// for the courier and AWB.
const MOVES_HERE = (s: OrderStatus) => s !== 'proof_sent' && s !== 'cancelled' && s !== 'dispatched';

/** What each move is called on its button: the thing the owner is doing, not a status name. */
const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  // Out of 'to confirm' (issue 28): the shopper said yes another way, on a phone call.
  placed: 'Mark confirmed',
  approved: 'Mark approved',
  in_production: 'Start production',
  dispatched: 'Mark dispatched',
  delivered: 'Mark delivered',
};

/** Move the order to its next status, or cancel it while that is still allowed (before production). */
export function StatusActions({ order }: { order: OrderDetail }) {
  const change = useChangeOrderStatus(order.id);
  // Confirming a pay-on-delivery order after a call is the Call to confirm panel's (cod-call-panel.tsx).
  const moves = order.nextStatuses.filter(MOVES_HERE).filter((s) => !(s === 'placed' && order.codConfirmation));
  const canCancel = order.nextStatuses.includes('cancelled');
  const canDispatch = order.nextStatuses.includes('dispatched');
  // A shop that books its courier here (issue 28) dispatches from the Courier panel; the courier
  // and AWB form stays for a parcel sent another way, folded so it is not taken for the way.
  const booksCourier = useShipment(order.id).data?.automatic === true;
  const actions = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // The pressed button goes away with the move; focus goes to the next step's button, or to the
  // page's heading when there is none, rather than falling back to the top of the document.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const next = actions.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (next ?? document.querySelector<HTMLElement>('h1[tabindex="-1"]'))?.focus();
  }, [order.status]);
  if (moves.length === 0 && !canCancel && !canDispatch) return null;

  const move = (status: OrderStatus) =>
    change.mutate(
      { status },
      {
        onSuccess: () => {
          refocus.current = true;
          toast({ title: `Order ${order.reference} is now ${ORDER_STATUS_LABELS[status].toLowerCase()}` });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Could not change the status',
            description: errorMessage(err, 'Try again.'),
          }),
      },
    );

  return (
    <PanelCard title="Next step">
      <div ref={actions} className="flex flex-col gap-2">
        {moves.map((s) => (
          <Button key={s} onClick={() => move(s)} disabled={change.isPending}>
            {MOVE_LABELS[s] ?? `Move to ${ORDER_STATUS_LABELS[s].toLowerCase()}`}
            <ArrowRight aria-hidden />
          </Button>
        ))}
        {canDispatch && booksCourier ? (
          <details className="rounded-2xl border border-cream-300 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-ink-900">
              Sent another way? Mark it dispatched by hand
            </summary>
            <div className="mt-3">
              <DispatchForm reference={order.reference} change={change} />
            </div>
          </details>
        ) : canDispatch ? (
          <DispatchForm reference={order.reference} change={change} />
        ) : null}
        {canCancel ? <CancelOrderButton order={order} change={change} /> : null}
      </div>
    </PanelCard>
  );
}
