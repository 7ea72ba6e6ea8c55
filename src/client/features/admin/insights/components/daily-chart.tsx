import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { InsightsResponse } from '../../../../../contracts/admin';
import { InsightsCard } from './insights-card';
import { countNoun } from '../logic/count-noun';

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (iso: string) => shortDay.format(new Date(`${iso}T00:00:00Z`));

/** Previews and orders per day: bars for the eye, the same numbers as a table on request. */
export function DailyChart({ daily }: { daily: InsightsResponse['daily'] }) {
  const data = daily.map((d) => ({ ...d, label: dayLabel(d.date) }));
  const total = daily.reduce((t, d) => ({ previews: t.previews + d.previews, orders: t.orders + d.orders }), {
    previews: 0,
    orders: 0,
  });
  return (
    <InsightsCard
      title="Previews and orders per day"
      description={`${countNoun(total.previews, 'preview', 'previews')} and ${countNoun(total.orders, 'order', 'orders')} in this range.`}
    >
      <div aria-hidden className="h-64 min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ left: -16, right: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--color-cream-300)" />
            <XAxis dataKey="label" tick={{ fill: 'var(--color-ink-700)', fontSize: 11 }} minTickGap={12} />
            <YAxis allowDecimals={false} tick={{ fill: 'var(--color-ink-700)', fontSize: 11 }} />
            <Tooltip cursor={{ fill: 'var(--color-cream-200)' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              dataKey="previews"
              name="Previews"
              fill="var(--color-clay-600)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
            <Bar
              dataKey="orders"
              name="Orders"
              fill="var(--color-saffron-500)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded-full font-semibold text-clay-700">Show as a table</summary>
        <table className="mt-2 w-full" data-testid="daily-table">
          <caption className="sr-only">Previews and orders per day</caption>
          <thead className="border-b border-cream-300 text-left text-xs tracking-wide text-ink-700 uppercase">
            <tr>
              <th scope="col" className="py-2">
                Day
              </th>
              <th scope="col" className="py-2 text-right">
                Previews
              </th>
              <th scope="col" className="py-2 text-right">
                Orders
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-300">
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row" className="py-1.5 text-left font-normal">
                  <time dateTime={d.date}>{dayLabel(d.date)}</time>
                </th>
                <td className="py-1.5 text-right tabular-nums">{d.previews}</td>
                <td className="py-1.5 text-right tabular-nums">{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </InsightsCard>
  );
}
