import type { InsightsResponse } from '../../../../../contracts/admin';
import { formatRupees } from '../../../../../contracts/money';
import { InsightsCard } from './insights-card';

/**
 * Issue 29: what the checkout reminders brought back in the range; issue 39: what they add to the
 * shop's WhatsApp bill (Meta charges each message, a reminder at the marketing rate).
 */
export function RecoveredSection({
  recovered,
  whatsapp,
}: {
  recovered: InsightsResponse['recovered'];
  whatsapp: InsightsResponse['whatsapp'];
}) {
  const stats = [
    { label: 'Reminders sent', value: String(recovered.remindersSent) },
    { label: 'Recovered orders', value: String(recovered.orders) },
    { label: 'Recovered revenue', value: formatRupees(recovered.revenue) },
    { label: 'WhatsApp messages sent', value: String(whatsapp.messages) },
    { label: 'Of them reminders (marketing rate)', value: String(whatsapp.reminders) },
  ];
  return (
    <InsightsCard
      title="Recovered checkouts"
      description="Shoppers who left a checkout with their WhatsApp opt-in, got one reminder and came back to order."
    >
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-md bg-cream-100 p-3">
            <dt className="text-sm text-ink-700">{s.label}</dt>
            <dd className="font-display text-2xl font-semibold text-ink-900">{s.value}</dd>
          </div>
        ))}
      </dl>
    </InsightsCard>
  );
}
