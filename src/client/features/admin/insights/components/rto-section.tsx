import type { InsightsResponse } from '../../../../../contracts/admin';
import { formatRupees } from '../../../../../contracts/money';
import { InsightsCard } from './insights-card';

type Rto = InsightsResponse['rto'];
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);
const ofFinished = (t: { delivered: number; returned: number }) =>
  `${t.returned} of ${t.delivered + t.returned} ${t.delivered + t.returned === 1 ? 'parcel' : 'parcels'}`;

/** Issue 28: parcels returned to the shop undelivered (RTO), pay on delivery against prepaid, and what they cost. */
export function RtoSection({ rto }: { rto: Rto }) {
  const stats = [
    { label: 'Returned (RTO)', value: String(rto.returned), note: `${percent(rto.rate)} · ${ofFinished(rto)}` },
    { label: 'Pay on delivery', value: percent(rto.cod.rate), note: `returned: ${ofFinished(rto.cod)}` },
    { label: 'Prepaid', value: percent(rto.prepaid.rate), note: `returned: ${ofFinished(rto.prepaid)}` },
    { label: 'Value lost', value: formatRupees(rto.valueLost), note: 'personalised pieces that came back' },
  ];
  return (
    <InsightsCard
      title="Returned to shop"
      description="Orders placed in these days whose parcel was delivered or came back undelivered. A returned personalised piece cannot be sold again, so its order total is lost."
    >
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-md bg-cream-100 p-3">
            <dt className="text-sm text-ink-700">{s.label}</dt>
            <dd className="font-display text-2xl font-semibold text-ink-900">{s.value}</dd>
            <dd className="text-xs text-ink-700">{s.note}</dd>
          </div>
        ))}
      </dl>
      {rto.prefixes.length ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-ink-900">Most returns by pincode area</caption>
          <thead>
            <tr className="text-ink-700">
              <th scope="col" className="py-1 font-semibold">
                Pincodes
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Returned
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Rate
              </th>
            </tr>
          </thead>
          <tbody>
            {rto.prefixes.map((p) => (
              <tr key={p.prefix} className="border-t border-cream-300 text-ink-900">
                <td className="py-1 font-mono">{p.prefix === '—' ? 'No pincode' : `${p.prefix}xxx`}</td>
                <td className="py-1 text-right">{ofFinished(p)}</td>
                <td className="py-1 text-right">{percent(p.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </InsightsCard>
  );
}
