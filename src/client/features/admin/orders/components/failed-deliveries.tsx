import { useId } from 'react';
import type { FailedDelivery } from '../../../../../contracts/shipping';
import { AppLink } from '../../../../components/layout/app-link';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { useFailedDeliveries } from '../api/get-failed-deliveries';
import { useShipmentAction } from '../api/shipment';
import { NdrActions } from './ndr-actions';

/**
 * Failed deliveries (NDR) together at the top of the orders page (issue 28): each with what the
 * courier said last and the owner's answer, re-attempt or return, in place. Nothing shows while
 * there are none.
 */
export function FailedDeliveries() {
  const failed = useFailedDeliveries();
  const titleId = useId();
  const list = failed.data?.deliveries ?? [];
  if (!list.length) return null;
  const waiting = list.filter((d) => !d.ndrAction).length;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-saffron-500 bg-saffron-300/30 p-4 md:p-5"
    >
      <h2 id={titleId} className="font-display text-lg font-semibold text-ink-900">
        {`Failed deliveries (${list.length})`}
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        {waiting
          ? `${waiting} waiting for your answer: ask the courier to deliver again, or to bring the parcel back.`
          : 'Answered: the courier is on it.'}
      </p>
      <ul className="mt-3 space-y-3">
        {list.map((d) => (
          <FailedDeliveryRow key={d.orderId} delivery={d} />
        ))}
      </ul>
    </section>
  );
}

function FailedDeliveryRow({ delivery: d }: { delivery: FailedDelivery }) {
  const act = useShipmentAction(d.orderId);
  return (
    <li className="space-y-2 rounded-md bg-cream-50 p-3 text-sm text-ink-700 shadow-[var(--shadow-card)]">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <AppLink
          href={`/admin/orders/${encodeURIComponent(d.orderId)}`}
          className="font-semibold text-clay-700 underline underline-offset-2"
        >
          {d.reference}
        </AppLink>
        <span className="text-ink-900">{d.customerName}</span>
        <span>{`${d.city} ${d.pincode}`.trim()}</span>
        {d.cashOnDelivery ? (
          <span className="rounded-full bg-cream-200 px-2 py-0.5 text-xs font-semibold text-ink-900">
            Pay on delivery
          </span>
        ) : null}
      </p>
      <p>
        {d.courierName ?? 'Courier'}
        {d.awb ? (
          <>
            {' · AWB '}
            <span className="font-mono">{d.awb}</span>
          </>
        ) : null}
        {d.lastScan
          ? ` · ${d.lastScan.activity}${d.lastScan.location ? ` (${d.lastScan.location})` : ''}, ${formatDateTime(d.lastScan.at)}`
          : ''}
      </p>
      <NdrActions
        answered={d.ndrAction}
        pending={act.isPending}
        label={`Failed delivery ${d.reference}`}
        onAnswer={(action) => act.mutate({ kind: 'ndr', action })}
      />
      {act.error ? (
        <p role="alert" className="font-semibold text-danger-600">
          {errorMessage(act.error, 'Could not reach the courier.')}
        </p>
      ) : null}
    </li>
  );
}
