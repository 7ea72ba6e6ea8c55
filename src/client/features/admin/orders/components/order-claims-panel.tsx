import { CLAIM_DECISION_LABELS, CLAIM_REASON_LABELS } from '../../../../components/admin/claim-labels';
import { AppLink } from '../../../../components/layout/app-link';
import { formatDateTime } from '../../../../lib/format-date';
import { useOrderClaims } from '../api/get-order-claims';
import { PanelCard } from './panel-card';

const link = 'font-semibold text-clay-700 underline';

/** A remake names the order it remakes, under the order's heading. */
export function RemakeOfNote({ orderId }: { orderId: string }) {
  const remakeOf = useOrderClaims(orderId).data?.remakeOf;
  if (!remakeOf) return null;
  return (
    <p className="-mt-3 text-sm font-semibold text-ink-900" data-testid="remake-of">
      A remake, at no charge, of{' '}
      <AppLink href={`/admin/orders/${remakeOf.orderId}`} className={link}>
        order {remakeOf.reference}
      </AppLink>
    </p>
  );
}

/** The order's claims, each with its state and its remake's order. */
export function OrderClaimsPanel({ orderId }: { orderId: string }) {
  const claims = useOrderClaims(orderId).data?.claims ?? [];
  if (claims.length === 0) return null;
  return (
    <PanelCard title="Claims">
      <ul className="space-y-3 text-sm text-ink-900">
        {claims.map((c) => (
          <li key={c.id} className="space-y-1">
            <AppLink href={`/admin/claims/${c.id}`} className={link}>
              {CLAIM_REASON_LABELS[c.reason]}: {c.productTitle}
            </AppLink>
            <p className="text-ink-700">
              {formatDateTime(c.createdAt)} ·{' '}
              {c.state === 'open'
                ? 'waiting for your decision'
                : c.decision
                  ? CLAIM_DECISION_LABELS[c.decision]
                  : c.state}
            </p>
            {c.remakeOrderId ? (
              <p>
                Remake:{' '}
                <AppLink href={`/admin/orders/${c.remakeOrderId}`} className={link}>
                  order {c.remakeReference}
                </AppLink>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
