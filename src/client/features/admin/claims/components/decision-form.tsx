import { useId, useState } from 'react';
import {
  CLAIM_DECISIONS,
  CLAIM_FAULTS,
  type AdminClaim,
  type ClaimDecisionKind,
} from '../../../../../contracts/claims';
import { formatRupees, fromPaise } from '../../../../../contracts/money';
import { CLAIM_FAULT_LABELS } from '../../../../components/admin/claim-labels';
import { Button } from '../../../../components/ui/button';
import { Input, Label, Textarea } from '../../../../components/ui/input';
import { RadioChip, RadioChipGroup } from '../../../../components/ui/radio-chips';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import { useDecideClaim } from '../api/decide-claim';
import { readDecision, type DecisionDraft, type DraftField } from '../logic/read-decision';

const CHOICES: Record<ClaimDecisionKind, string> = {
  remake: 'Remake',
  refund: 'Refund',
  both: 'Remake and refund',
  decline: 'Decline',
};

const FIRST: DecisionDraft = {
  decision: 'remake',
  fault: 'courier',
  refundKind: 'full',
  refundRupees: '',
  payoutMethod: 'upi',
  payoutReference: '',
  remakeCostRupees: '',
  corrected: false,
  declineReason: '',
};

/**
 * The owner's decision on an open claim: remake, refund (all that is left or a part), both, or
 * decline with a reason the shopper reads; and whose fault it was. Mistakes are said at their
 * field before sending; the server's refusal (another owner decided first, a refund above what is
 * left) comes back as a toast and the claim is read again.
 */
export function DecisionForm({ claim }: { claim: AdminClaim }) {
  const id = useId();
  const decide = useDecideClaim(claim.id);
  const [draft, setDraft] = useState<DecisionDraft>({
    ...FIRST,
    fault: claim.reason === 'damaged' || claim.reason === 'not_received' ? 'courier' : 'workshop',
  });
  const [error, setError] = useState<{ field: DraftField; message: string } | null>(null);
  const set = (patch: Partial<DecisionDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const refunds = draft.decision === 'refund' || draft.decision === 'both';
  const remakes = draft.decision === 'remake' || draft.decision === 'both';
  const left = formatRupees(fromPaise(claim.refundablePaise));
  const fieldProps = (field: DraftField) => ({
    id: `${id}-${field}`,
    'aria-invalid': error?.field === field || undefined,
    'aria-describedby': error?.field === field ? `${id}-error` : undefined,
  });
  const fieldError = (field: DraftField) =>
    error?.field === field ? (
      <p id={`${id}-error`} className="text-sm font-semibold text-danger-600">
        {error.message}
      </p>
    ) : null;

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)] md:p-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const read = readDecision(draft, claim);
        if (!read.ok) {
          setError({ field: read.field, message: read.message });
          document.getElementById(`${id}-${read.field}`)?.focus();
          return;
        }
        decide.mutate(read.decision, {
          onSuccess: (done) =>
            done.refundError
              ? toast({
                  variant: 'destructive',
                  title: 'Decision saved; the refund did not go out',
                  description: `${done.refundError} Use Retry refund on the claim.`,
                })
              : toast({ title: `Claim on ${claim.reference} decided: ${CHOICES[done.decision]}` }),
          onError: (err) =>
            toast({
              variant: 'destructive',
              title: 'Could not save the decision',
              description: errorMessage(err, 'Try again.'),
            }),
        });
      }}
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-ink-900">
        Decide
      </h2>
      <RadioChipGroup legend="What to do">
        {CLAIM_DECISIONS.map((d) => (
          <RadioChip
            key={d}
            name={`${id}-decision`}
            value={d}
            checked={draft.decision === d}
            onSelect={() => set({ decision: d })}
          >
            {CHOICES[d]}
          </RadioChip>
        ))}
      </RadioChipGroup>
      <RadioChipGroup legend="Whose fault">
        {CLAIM_FAULTS.map((f) => (
          <RadioChip
            key={f}
            name={`${id}-fault`}
            value={f}
            checked={draft.fault === f}
            onSelect={() => set({ fault: f })}
          >
            {CLAIM_FAULT_LABELS[f]}
          </RadioChip>
        ))}
      </RadioChipGroup>

      {remakes ? (
        <div className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-remakeCostRupees`}>Cost of the remake to the shop, ₹ (optional)</Label>
            <Input
              {...fieldProps('remakeCostRupees')}
              aria-describedby={
                error?.field === 'remakeCostRupees' ? `${id}-remakeCost-hint ${id}-error` : `${id}-remakeCost-hint`
              }
              inputMode="decimal"
              autoComplete="off"
              placeholder={claim.materialCostPaise === null ? '' : String(fromPaise(claim.materialCostPaise))}
              value={draft.remakeCostRupees}
              onChange={(e) => set({ remakeCostRupees: e.target.value })}
            />
            <p id={`${id}-remakeCost-hint`} className="text-sm text-ink-700">
              {claim.materialCostPaise === null
                ? 'This variant has no material cost yet (set it in the product studio): type the remake’s cost, or leave it at none.'
                : `Left empty, the remake costs the variant’s material cost, ${formatRupees(fromPaise(claim.materialCostPaise))}. A figure typed here is recorded as yours.`}
            </p>
            {fieldError('remakeCostRupees')}
          </div>
          {claim.reason === 'wrong_personalisation' ? (
            <label className="flex items-start gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-clay-600"
                checked={draft.corrected}
                onChange={(e) => set({ corrected: e.target.checked })}
              />
              The text was our mistake: send the corrected proof to the shopper to approve before making it again
            </label>
          ) : null}
        </div>
      ) : null}

      {refunds ? (
        <div className="space-y-3">
          <RadioChipGroup legend={`Refund (${left} left of what was paid for this piece)`}>
            <RadioChip
              name={`${id}-refund`}
              value="full"
              checked={draft.refundKind === 'full'}
              onSelect={() => set({ refundKind: 'full' })}
            >
              All of it, {left}
            </RadioChip>
            <RadioChip
              name={`${id}-refund`}
              value="part"
              checked={draft.refundKind === 'part'}
              onSelect={() => set({ refundKind: 'part' })}
            >
              Part
            </RadioChip>
          </RadioChipGroup>
          {draft.refundKind === 'part' ? (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-refundRupees`}>Amount to refund, ₹</Label>
              <Input
                {...fieldProps('refundRupees')}
                inputMode="decimal"
                autoComplete="off"
                value={draft.refundRupees}
                onChange={(e) => set({ refundRupees: e.target.value })}
              />
              {fieldError('refundRupees')}
            </div>
          ) : (
            fieldError('refundRupees')
          )}
          {claim.refundsOnline ? (
            <p className="text-sm text-ink-700">It goes back to the shopper through the online payment.</p>
          ) : (
            <div className="space-y-3 rounded-2xl border border-cream-300 p-3">
              <p className="text-sm text-ink-700">
                This order was not paid online: pay it back yourself, then record how and its reference.
              </p>
              <RadioChipGroup legend="Paid out by">
                <RadioChip
                  name={`${id}-payout`}
                  value="upi"
                  checked={draft.payoutMethod === 'upi'}
                  onSelect={() => set({ payoutMethod: 'upi' })}
                >
                  UPI
                </RadioChip>
                <RadioChip
                  name={`${id}-payout`}
                  value="bank"
                  checked={draft.payoutMethod === 'bank'}
                  onSelect={() => set({ payoutMethod: 'bank' })}
                >
                  Bank transfer
                </RadioChip>
              </RadioChipGroup>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-payoutReference`}>Payout reference (UTR or transaction id)</Label>
                <Input
                  {...fieldProps('payoutReference')}
                  autoComplete="off"
                  maxLength={64}
                  value={draft.payoutReference}
                  onChange={(e) => set({ payoutReference: e.target.value })}
                />
                {fieldError('payoutReference')}
              </div>
            </div>
          )}
        </div>
      ) : null}

      {draft.decision === 'decline' ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-declineReason`}>Why, in words the shopper reads</Label>
          <Textarea
            {...fieldProps('declineReason')}
            maxLength={500}
            value={draft.declineReason}
            onChange={(e) => set({ declineReason: e.target.value })}
          />
          {fieldError('declineReason')}
        </div>
      ) : null}

      <Button type="submit" disabled={decide.isPending} className="w-full sm:w-auto">
        {decide.isPending ? 'Saving…' : 'Save decision'}
      </Button>
    </form>
  );
}
