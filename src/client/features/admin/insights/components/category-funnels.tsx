import { categoryLabel } from '../../../../../contracts/category-label';
import type { InsightsResponse } from '../../../../../contracts/admin';
import { FUNNEL_STEP_LABELS, formatConversion } from '../logic/funnel-labels';
import { InsightsCard } from './insights-card';

/** The funnel per category, from a product tap on: one column per category, scrolls on a phone. */
export function CategoryFunnels({ categories }: { categories: InsightsResponse['categories'] }) {
  if (categories.length === 0) return null;
  const steps = categories[0]?.funnel.map((s) => s.step) ?? [];
  return (
    <InsightsCard title="By category" description="Count, and conversion from the previous step.">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Funnel by category table">
        <table className="w-full min-w-[32rem] text-sm" data-testid="category-table">
          <caption className="sr-only">Shopper funnel per category</caption>
          <thead className="border-b border-cream-300 text-left text-xs tracking-wide text-ink-700 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Step
              </th>
              {categories.map((c) => (
                <th key={c.category} scope="col" className="py-2 pr-3 text-right">
                  {categoryLabel(c.category)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-300">
            {steps.map((step, i) => (
              <tr key={step}>
                <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink-900">
                  {FUNNEL_STEP_LABELS[step]}
                </th>
                {categories.map((c) => {
                  const s = c.funnel[i];
                  return (
                    <td key={c.category} className="py-2 pr-3 text-right tabular-nums">
                      {s ? s.count.toLocaleString('en-IN') : '–'}
                      <span className="block text-xs text-ink-700">{s ? formatConversion(s.conversion) : ''}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </InsightsCard>
  );
}
