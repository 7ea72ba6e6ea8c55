import { RotateCw } from 'lucide-react';
import type { AdminClaim } from '../../../../../contracts/claims';
import { formatRupees, fromPaise } from '../../../../../contracts/money';
import { CLAIM_DECISION_LABELS, CLAIM_FAULT_LABELS } from '../../../../components/admin/claim-labels';
import { AppLink } from '../../../../components/layout/app-link';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import { useRetryRefund } from '../api/retry-refund';

const METHODS = { online: 'through the online payment', upi: 'by UPI', bank: 'by bank transfer' } as const;

/** What was decided, the remake's order, the refund and its credit note; a Retry for an online refund that did not go out. */
export function DecidedPanel({ claim }: { claim: AdminClaim }) {
  const retry = useRetryRefund(claim.id);
  return (
    <section
      aria-labelledby="decided-title"
      className="space-y-2 rounded-[var(--radius-card)] bg-cream-50 p-4 text-sm text-ink-900 shadow-[var(--shadow-card)] md:p-5"
    >
      <h2 id="decided-title" className="font-display text-lg font-semibold">
        {claim.decision ? CLAIM_DECISION_LABELS[claim.decision] : 'Decided'}
      </h2>
      {claim.fault ? <p>Fault: {CLAIM_FAULT_LABELS[claim.fault]}</p> : null}
      {claim.remakeOrderId ? (
        <p>
          Remake:{' '}
          <AppLink href={`/admin/orders/${claim.remakeOrderId}`} className="font-semibold text-clay-700 underline">
            order {claim.remakeReference}
          </AppLink>
        </p>
      ) : null}
      {claim.refundPaise > 0 ? (
        <p>
          Refund {formatRupees(fromPaise(claim.refundPaise))}
          {claim.refundMethod ? ` ${METHODS[claim.refundMethod]}` : ''}
          {claim.refundReference ? `, reference ${claim.refundReference}` : ''}
        </p>
      ) : null}
      {claim.remakeCostPaise !== null ? (
        <p>
          Remake cost {formatRupees(fromPaise(claim.remakeCostPaise))}
          {claim.remakeCostFrom === 'material' ? ' (the variant’s material cost)' : ' (typed by the owner)'}
        </p>
      ) : null}
      {claim.costPaise > 0 ? <p>Cost to the shop: {formatRupees(fromPaise(claim.costPaise))}</p> : null}
      {claim.declineReason ? <p>The shopper reads: “{claim.declineReason}”</p> : null}
      {claim.refundPending ? (
        <div role="alert" className="space-y-2 rounded-2xl border border-danger-600/40 p-3">
          <p className="font-semibold">The online refund has not gone out yet.</p>
          <Button
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(undefined, {
                onSuccess: () => toast({ title: 'Refund sent; the shopper is told' }),
                onError: (err) =>
                  toast({
                    variant: 'destructive',
                    title: 'The refund did not go out',
                    description: errorMessage(err, 'Try again.'),
                  }),
              })
            }
          >
            <RotateCw aria-hidden />
            {retry.isPending ? 'Sending…' : 'Retry refund'}
          </Button>
        </div>
      ) : null}
      {claim.creditNoteNumber ? (
        <p>
          <a
            href={`/api/admin/claims/${claim.id}/credit-note.pdf`}
            className="font-semibold text-clay-700 underline"
            download
          >
            Credit note {claim.creditNoteNumber} (PDF)
          </a>
        </p>
      ) : null}
    </section>
  );
}
