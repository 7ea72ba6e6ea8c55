import type { NdrActionRequest } from '../../../../../contracts/shipping';
import { Button } from '../../../../components/ui/button';

/** The owner's answer to a failed delivery, on the order page and in the failed-deliveries list. */
export function NdrActions({
  answered,
  pending,
  onAnswer,
  label,
}: {
  answered: NdrActionRequest['action'] | null;
  pending: boolean;
  onAnswer: (action: NdrActionRequest['action']) => void;
  /** Names the order for screen readers when several lists of these buttons share a page. */
  label?: string;
}) {
  if (answered)
    return <p role="status">{`Asked the courier to ${answered === 'return' ? 'return it' : 'deliver again'}.`}</p>;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      <p className="w-full">The courier could not deliver this parcel.</p>
      <Button disabled={pending} onClick={() => onAnswer('re-attempt')}>
        Re-attempt delivery
      </Button>
      <Button variant="secondary" disabled={pending} onClick={() => onAnswer('return')}>
        Return to shop
      </Button>
    </div>
  );
}
