import type { ClaimDecisionKind, ClaimFault, ClaimReason } from '../../../contracts/claims';

/* How the workspace names a claim's reason, fault and decision (the shopper's page has its own words). */

export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  damaged: 'Arrived damaged',
  wrong_personalisation: 'Wrong personalisation',
  not_received: 'Not received',
  quality: 'Quality problem',
  other: 'Other',
};

export const CLAIM_FAULT_LABELS: Record<ClaimFault, string> = {
  courier: 'Courier',
  workshop: 'Workshop',
  shop: 'Shop',
  shopper: 'Shopper',
  unknown: 'Unknown',
};

export const CLAIM_DECISION_LABELS: Record<ClaimDecisionKind, string> = {
  remake: 'Remake',
  refund: 'Refund',
  both: 'Remake and refund',
  decline: 'Declined',
};
