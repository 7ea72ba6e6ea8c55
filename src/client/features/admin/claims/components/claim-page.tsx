import { ArrowLeft, FileDown } from 'lucide-react';
import { CLAIM_REASON_LABELS } from '../../../../components/admin/claim-labels';
import { PageHeading } from '../../../../components/admin/page-heading';
import { ErrorState } from '../../../../components/admin/query-states';
import { AppLink } from '../../../../components/layout/app-link';
import { PageLoading } from '../../../../components/layout/page-loading';
import { formatDateTime } from '../../../../lib/format-date';
import { useClaim } from '../api/get-claim';
import { ageLabel, ClaimStateBadge, DisputeDeadline } from './claim-badges';
import { DecidedPanel } from './decided-panel';
import { DecisionForm } from './decision-form';
import { EvidencePanel } from './evidence-panel';

function BackToClaims() {
  return (
    <AppLink
      href="/admin/claims"
      className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-clay-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All claims
    </AppLink>
  );
}

/** One claim: what the shopper said and sent beside the proof and the packing photo, then the decision. */
export function ClaimPage({ claimId }: { claimId: string }) {
  const query = useClaim(claimId);
  if (query.isPending) return <PageLoading label="Loading the claim…" />;
  if (query.isError)
    return (
      <div className="space-y-4">
        <BackToClaims />
        <PageHeading title="Claim" />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const c = query.data.claim;
  const open = c.state === 'open';
  const hasVideo = c.evidence.some((e) => e.kind === 'video');
  return (
    <div className="space-y-5">
      <BackToClaims />
      <PageHeading title={`Claim on ${c.reference}`}>
        <ClaimStateBadge claim={c} />
      </PageHeading>
      <div className="-mt-2 space-y-2 text-sm text-ink-900">
        <p className="text-base font-semibold">{CLAIM_REASON_LABELS[c.reason]}</p>
        <p>{c.productTitle}</p>
        {c.note ? (
          <blockquote className="rounded-2xl border-l-4 border-clay-600 bg-cream-50 px-4 py-2 break-words whitespace-pre-wrap">
            {c.note}
          </blockquote>
        ) : null}
        <p className="text-ink-700">
          {ageLabel(c.ageDays)} ({formatDateTime(c.createdAt)}) ·{' '}
          <AppLink href={`/admin/orders/${c.orderId}`} className="font-semibold text-clay-700 underline">
            Order {c.reference}
          </AppLink>
        </p>
        <p className="text-ink-700">
          {c.trackingNumber ? `${c.courierName ?? 'Courier'} AWB ${c.trackingNumber}` : 'No courier AWB'}
          {c.deliveredAt ? ` · delivered ${formatDateTime(c.deliveredAt)}` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <DisputeDeadline disputeBy={c.disputeBy} open={open} />
          {c.disputeBy ? (
            <a
              href={`/api/admin/claims/${c.id}/dispute-pack.${hasVideo ? 'zip' : 'pdf'}`}
              download
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-cream-300 bg-cream-50 px-4 font-semibold text-ink-900 hover:border-clay-400"
            >
              <FileDown aria-hidden className="size-4" />
              {hasVideo
                ? 'Download the courier dispute pack (ZIP: the PDF and the video)'
                : 'Download the courier dispute pack (PDF)'}
            </a>
          ) : null}
        </div>
      </div>
      <EvidencePanel claim={c} />
      {open ? <DecisionForm key={c.id} claim={c} /> : <DecidedPanel claim={c} />}
    </div>
  );
}
