import { useId, useState, type FormEvent } from 'react';
import {
  COURIER_MESSAGE_EVENTS,
  COURIER_MESSAGE_LABELS,
  type CourierMessageEvent,
} from '../../../../../contracts/courier-messages';
import { ErrorState } from '../../../../components/admin/query-states';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { useCourierMessages } from '../api/get-courier-messages';
import { useSaveCourierMessages } from '../api/save-courier-messages';

/** Which courier statuses message the shopper by email and WhatsApp (issue 28). */
export function CourierMessageSwitches() {
  const query = useCourierMessages();
  const save = useSaveCourierMessages();
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  if (query.isPending) return null;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const on = new Set(query.data.events);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved(false);
    const form = new FormData(e.currentTarget);
    const events: CourierMessageEvent[] = COURIER_MESSAGE_EVENTS.filter((event) => form.get(event) === 'on');
    save.mutate({ events }, { onSuccess: () => setSaved(true) });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="max-w-2xl space-y-3 rounded-[var(--radius-card)] bg-cream-50 p-4 md:p-6"
    >
      <h2 id={titleId} className="font-display text-lg font-semibold text-ink-900">
        Courier updates to shoppers
      </h2>
      <p className="text-sm text-ink-700">
        When the courier reports one of these, the shopper gets a message by email, and on WhatsApp if they asked for it
        at checkout, in their language.
      </p>
      <form onSubmit={onSubmit} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="sr-only">Send a message when the parcel is</legend>
          {COURIER_MESSAGE_EVENTS.map((event) => (
            <label key={event} className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-cream-100">
              <input
                type="checkbox"
                name={event}
                defaultChecked={on.has(event)}
                // Named by its title alone; the help is its description, not part of its name.
                aria-labelledby={`${event}-label`}
                aria-describedby={`${event}-help`}
                className="mt-0.5 size-5 accent-clay-600"
              />
              <span>
                <span id={`${event}-label`} className="block font-semibold text-ink-900">
                  {COURIER_MESSAGE_LABELS[event].label}
                </span>
                <span id={`${event}-help`} className="block text-sm text-ink-700">
                  {COURIER_MESSAGE_LABELS[event].help}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save courier updates'}
          </Button>
          <p role="status" className="text-sm font-semibold text-leaf-600">
            {saved ? 'Saved.' : ''}
          </p>
        </div>
        {save.error ? (
          <p role="alert" className="text-sm font-semibold text-danger-600">
            {errorMessage(save.error, 'Could not save the courier updates.')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
