import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { CLAIM_REASON_LABELS } from '../../../../components/admin/claim-labels';
import { AppLink } from '../../../../components/layout/app-link';
import { PageLoading } from '../../../../components/layout/page-loading';
import { useClaims } from '../api/get-claims';
import { ageLabel, ClaimStateBadge, DisputeDeadline } from './claim-badges';

/**
 * Every claim, new (open) first and newest first within: one tappable card each, with its age and
 * the courier's dispute deadline, highlighted when it is close. Cards at every width (two columns
 * on a wide screen): a claim is read by its photo and its words, not compared column by column.
 */
export function ClaimsPage() {
  const claims = useClaims();
  let body: React.ReactNode;
  if (claims.isPending) body = <PageLoading label="Loading claims…" />;
  else if (claims.isError) body = <ErrorState error={claims.error} onRetry={() => void claims.refetch()} />;
  else if (claims.data.claims.length === 0)
    body = (
      <EmptyState title="No claims">
        When a shopper reports a damaged, wrong or missing piece from their order page, it appears here.
      </EmptyState>
    );
  else {
    const list = claims.data.claims;
    const open = list.filter((c) => c.state === 'open').length;
    body = (
      <>
        <p className="text-sm text-ink-700" aria-live="polite">
          {open} new · {list.length} in all
        </p>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Claims">
          {list.map((c) => (
            <li key={c.id}>
              <AppLink
                href={`/admin/claims/${c.id}`}
                data-testid="claim-card"
                className="flex gap-3 rounded-[var(--radius-card)] bg-cream-50 p-3 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-lift)]"
              >
                {c.evidence[0] ? (
                  <img
                    src={c.evidence[0].url}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 shrink-0 rounded-xl bg-cream-200 object-cover"
                  />
                ) : (
                  <span aria-hidden className="size-20 shrink-0 rounded-xl bg-cream-200" />
                )}
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-ink-900">{c.reference}</span>
                    <ClaimStateBadge claim={c} />
                  </div>
                  <p className="text-sm font-semibold text-ink-900">{CLAIM_REASON_LABELS[c.reason]}</p>
                  <p className="truncate text-sm text-ink-700">{c.productTitle}</p>
                  <p className="text-xs text-ink-700">{ageLabel(c.ageDays)}</p>
                  <DisputeDeadline disputeBy={c.disputeBy} open={c.state === 'open'} />
                </div>
              </AppLink>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="space-y-5">
      <PageHeading title="Claims" />
      {body}
    </div>
  );
}
