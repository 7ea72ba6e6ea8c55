import { useId, useState } from 'react';
import type { Proof } from '../../../../contracts/admin';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDictionary } from '../../../lib/i18n/language';
import { useApproveProof } from '../api/approve-proof';
import { useRequestChange } from '../api/request-change';
import { ProofMessage } from './proof-message';

/** The contract's limit on the shopper's note. */
const PROOF_NOTE_MAX = 500;

/**
 * Approve, or ask for a change with a note. Once decided (or when the order was cancelled) the
 * buttons give way to a message saying where things stand.
 */
export function ProofDecision({ token, proof, onDecided }: { token: string; proof: Proof; onDecided: () => void }) {
  const t = useDictionary().proof;
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const approve = useApproveProof(token);
  const change = useRequestChange(token);

  if (proof.state === 'cancelled')
    return (
      <ProofMessage tone="cancelled" title={t.cancelledTitle}>
        {t.cancelled}
      </ProofMessage>
    );
  if (proof.state === 'approved')
    return (
      <ProofMessage tone="success" title={t.approvedTitle}>
        {t.approved}
      </ProofMessage>
    );
  if (proof.state === 'change_requested')
    return (
      <ProofMessage tone="info" title={t.changeTitle}>
        {t.changeSent}
        {proof.changeNote ? <q className="mt-2 block italic">{proof.changeNote}</q> : null}
      </ProofMessage>
    );

  const max = PROOF_NOTE_MAX;
  const error = approve.error ?? change.error;
  const busy = approve.isPending || change.isPending;
  return (
    <section
      aria-labelledby={`${noteId}-title`}
      className="space-y-4 rounded-[var(--radius-card)] bg-cream-50 p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id={`${noteId}-title`} className="font-display text-xl font-semibold text-ink-900">
        {t.happy}
      </h2>
      {error ? (
        <p role="alert" className="rounded-2xl bg-danger-600/5 px-4 py-3 text-sm font-semibold text-danger-600">
          {errorMessage(error, t.sendFailed)}
        </p>
      ) : null}
      {asking ? (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!note.trim()) return;
            change.mutate({ note: note.trim() }, { onSuccess: onDecided });
          }}
        >
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={noteId}>{t.changeLabel}</Label>
            <span
              id={`${noteId}-count`}
              className={cn(
                'text-xs tabular-nums',
                note.length >= max ? 'font-semibold text-clay-700' : 'text-ink-500',
              )}
            >
              {`${note.length}/${max}`}
            </span>
          </div>
          <Textarea
            id={noteId}
            value={note}
            maxLength={max}
            rows={4}
            autoFocus
            required
            aria-describedby={`${noteId}-count`}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t.changePlaceholder}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy || !note.trim()}>
              {change.isPending ? t.sending : t.send}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
              {t.back}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            size="lg"
            variant="primary"
            disabled={busy}
            onClick={() => approve.mutate(undefined, { onSuccess: onDecided })}
          >
            {approve.isPending ? t.approving : t.approve}
          </Button>
          <Button size="lg" variant="outline" disabled={busy} onClick={() => setAsking(true)}>
            {t.askChange}
          </Button>
        </div>
      )}
    </section>
  );
}
