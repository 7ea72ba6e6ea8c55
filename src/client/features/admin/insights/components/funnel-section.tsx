import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type * as z from 'zod/mini';
import type { funnelStepSchema } from '../../../../../contracts/admin';
import { FUNNEL_STEP_LABELS, formatConversion } from '../logic/funnel-labels';
import { InsightsCard } from './insights-card';

type FunnelStep = z.infer<typeof funnelStepSchema>;

/**
 * The funnel as bars and as a table. The chart is a picture of the table beside it, so it is
 * hidden from screen readers and the table carries the numbers.
 */
export function FunnelSection({ funnel }: { funnel: FunnelStep[] }) {
  const data = funnel.map((s) => ({ label: FUNNEL_STEP_LABELS[s.step], count: s.count }));
  return (
    <InsightsCard title="Shopper funnel" description="Sessions that reached each step; orders for the last step.">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div aria-hidden className="h-72 min-w-0">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ left: 8, right: 40 }} accessibilityLayer={false}>
              <CartesianGrid horizontal={false} stroke="var(--color-cream-300)" />
              <XAxis type="number" allowDecimals={false} tick={{ fill: 'var(--color-ink-700)', fontSize: 12 }} />
              <YAxis
                type="category"
                dataKey="label"
                width={120}
                tick={{ fill: 'var(--color-ink-900)', fontSize: 12 }}
              />
              <Bar dataKey="count" fill="var(--color-clay-600)" radius={[0, 8, 8, 0]} isAnimationActive={false}>
                <LabelList dataKey="count" position="right" fill="var(--color-ink-900)" fontSize={12} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <table className="w-full text-sm" data-testid="funnel-table">
          <caption className="sr-only">Shopper funnel: count and conversion from the previous step</caption>
          <thead className="border-b border-cream-300 text-left text-xs tracking-wide text-ink-700 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-2">
                Step
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Count
              </th>
              <th scope="col" className="py-2 text-right">
                Conversion
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-300">
            {funnel.map((s) => (
              <tr key={s.step}>
                <th scope="row" className="py-2 pr-2 text-left font-semibold text-ink-900">
                  {FUNNEL_STEP_LABELS[s.step]}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{s.count.toLocaleString('en-IN')}</td>
                <td className="py-2 text-right text-ink-700 tabular-nums">{formatConversion(s.conversion)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </InsightsCard>
  );
}
