import type { ClaimInsights } from '../../../../../contracts/claims';
import { formatRupees, fromPaise } from '../../../../../contracts/money';
import { CLAIM_FAULT_LABELS, CLAIM_REASON_LABELS } from '../../../../components/admin/claim-labels';
import { useClaimInsights } from '../api/get-claim-insights';
import type { DateRange } from '../logic/date-range';
import { InsightsCard } from './insights-card';

const rate = (per100: number | null) => (per100 === null ? '—' : `${per100} per 100`);
const rupees = (paise: number) => formatRupees(fromPaise(paise));
const monthName = (ym: string) =>
  new Date(`${ym}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function Table({
  caption,
  heads,
  rows,
}: {
  caption: string;
  heads: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
}) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-ink-900">{caption}</caption>
      <thead>
        <tr className="text-ink-700">
          {heads.map((h, i) => (
            <th key={h} scope="col" className={`py-1 font-semibold ${i > 0 ? 'text-right' : ''}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-cream-300 text-ink-900">
            {r.cells.map((c, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-1 pr-2 font-normal">
                  {c}
                </th>
              ) : (
                <td key={i} className="py-1 text-right whitespace-nowrap">
                  {c}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Body({ data }: { data: ClaimInsights }) {
  const used = <T extends { count: number }>(rows: T[]) => rows.filter((r) => r.count > 0);
  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-900">
        {data.claims} {data.claims === 1 ? 'claim' : 'claims'} reported · {data.delivered}{' '}
        {data.delivered === 1 ? 'order' : 'orders'} delivered
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <Table
          caption="By reason"
          heads={['Reason', 'Claims', 'Rate']}
          rows={used(data.byReason).map((r) => ({
            key: r.key,
            cells: [CLAIM_REASON_LABELS[r.key], r.count, rate(r.per100)],
          }))}
        />
        <Table
          caption="By fault (decided claims)"
          heads={['Fault', 'Claims', 'Rate']}
          rows={used(data.byFault).map((r) => ({
            key: r.key,
            cells: [CLAIM_FAULT_LABELS[r.key], r.count, rate(r.per100)],
          }))}
        />
        <Table
          caption="Cost of claims by month decided"
          heads={['Month', 'Refunds', 'Remakes']}
          rows={data.costByMonth.map((m) => ({
            key: m.month,
            cells: [monthName(m.month), rupees(m.refundPaise), rupees(m.remakePaise)],
          }))}
        />
        <Table
          caption="Courier damage rate"
          heads={['Courier', 'Delivered', 'Damaged', 'Rate']}
          rows={data.couriers.map((c) => ({
            key: c.courier,
            cells: [c.courier, c.delivered, c.damaged, rate(c.damagePer100)],
          }))}
        />
        <Table
          caption="Remakes by product"
          heads={['Product', 'Remakes']}
          rows={data.remakesByProduct.map((p) => ({ key: p.product, cells: [p.product, p.remakes] }))}
        />
      </div>
    </div>
  );
}

/** Issue 44.4: claims for the chosen India days, as tables (rates per 100 orders delivered in the range). */
export function ClaimsSection({ range }: { range: DateRange }) {
  const claims = useClaimInsights(range);
  return (
    <InsightsCard
      title="Claims"
      description="Reported in these days, per 100 orders delivered in them; costs by the month each claim was decided."
    >
      {claims.isPending ? (
        <p role="status" className="text-sm text-ink-700">
          Loading claims…
        </p>
      ) : claims.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          Could not load the claims. Reload the page to try again.
        </p>
      ) : (
        <Body data={claims.data} />
      )}
    </InsightsCard>
  );
}
