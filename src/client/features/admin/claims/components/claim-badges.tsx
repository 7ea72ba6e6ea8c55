import type { AdminClaim } from '../../../../../contracts/claims';
import { CLAIM_DECISION_LABELS } from '../../../../components/admin/claim-labels';
import { Badge } from '../../../../components/ui/badge';
import { disputeDaysLeft, disputeLabel } from '../logic/dispute-days';

/** Open, or what was decided. */
export function ClaimStateBadge({ claim }: { claim: Pick<AdminClaim, 'state' | 'decision'> }) {
  if (claim.state === 'open') return <Badge tone="clay">New</Badge>;
  if (claim.state === 'declined') return <Badge tone="neutral">Declined</Badge>;
  return <Badge tone="leaf">{claim.decision ? CLAIM_DECISION_LABELS[claim.decision] : 'Resolved'}</Badge>;
}

/** The courier's last day to take the dispute: red on its last day and the day before, while the claim is open. */
export function DisputeDeadline({ disputeBy, open }: { disputeBy: string | null; open: boolean }) {
  if (!disputeBy) return null;
  const { urgency } = disputeDaysLeft(disputeBy);
  const urgent = open && (urgency === 'today' || urgency === 'soon');
  return (
    <Badge tone={urgent ? 'danger' : urgency === 'passed' ? 'neutral' : 'saffron'} data-urgent={urgent || undefined}>
      {disputeLabel(disputeBy)}
    </Badge>
  );
}

export const ageLabel = (days: number) =>
  days <= 0 ? 'Reported today' : `Reported ${days} ${days === 1 ? 'day' : 'days'} ago`;
