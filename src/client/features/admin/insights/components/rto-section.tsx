import type { InsightsResponse } from '../../../../../contracts/admin';
import { formatRupees } from '../../../../../contracts/money';
import { InsightsCard } from './insights-card';

type Rto = InsightsResponse['rto'];
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);
const ofFinished = (t: { delivered: number; returned: number }) =>
  `${t.returned} of ${t.delivered + t.returned} ${t.delivered + t.returned === 1 ? 'parcel' : 'parcels'}`;

const weekLabel = (monday: string) =>
  `Week of ${new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${monday}T00:00:00Z`))}`;

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
      <WeeksTable weeks={rto.weeks} />
    </InsightsCard>
  );
}

/**
 * Returned orders per week: a table a screen reader reads as it is, each count with a bar beside it
 * that only repeats the number (hidden from assistive technology), scaled to the busiest week.
 */
function WeeksTable({ weeks }: { weeks: Rto['weeks'] }) {
  const most = Math.max(1, ...weeks.map((w) => w.returned));
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-ink-900">
        Returned per week <span className="font-normal text-ink-700">(weeks from Monday, by the day of the order)</span>
      </caption>
      <thead>
        <tr className="text-ink-700">
          <th scope="col" className="py-1 font-semibold">
            Week
          </th>
          <th scope="col" className="py-1 font-semibold">
            Returned
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Rate
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.weekStart} className="border-t border-cream-300 text-ink-900">
            <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap">
              {weekLabel(w.weekStart)}
            </th>
            <td className="w-full py-1">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-2.5 shrink-0 rounded-full bg-clay-600"
                  style={{ width: `${(w.returned / most) * 40}%` }}
                />
                <span className="whitespace-nowrap">{ofFinished(w)}</span>
              </span>
            </td>
            <td className="py-1 text-right">{percent(w.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
