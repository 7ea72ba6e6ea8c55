import { statusSchema, webhookSchema, type WhatsAppStatus } from './wire';

/** The message statuses in a verified `messages` webhook body; other changes (inbound messages) are ignored. */
export function statusesIn(json: unknown): WhatsAppStatus[] | null {
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return null;
  return (
    parsed.data.entry
      .flatMap((entry) => entry.changes)
      .filter((change) => change.field === 'messages')
      .flatMap((change) => change.value.statuses ?? [])
      .flatMap((status) => {
        const one = statusSchema.safeParse(status);
        return one.success ? [one.data] : [];
      })
      // Oldest first, so a batch holding both delivered and read ends at read.
      .sort((a, b) => Number(a.timestamp) - Number(b.timestamp))
  );
}

export function statusError(status: WhatsAppStatus): string | null {
  const first = status.errors?.[0];
  return first ? `${first.title} (code ${first.code})${first.message ? `: ${first.message}` : ''}` : null;
}
