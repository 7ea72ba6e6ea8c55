import { PageHeading } from '../../../../components/admin/page-heading';
import { ErrorState } from '../../../../components/admin/query-states';
import { PageLoading } from '../../../../components/layout/page-loading';
import { navigate, useSearch } from '../../../../lib/router';
import { useInsights } from '../api/get-insights';
import { dateRangeToSearch, parseDateRange } from '../logic/date-range';
import { CategoryFunnels } from './category-funnels';
import { ClaimsSection } from './claims-section';
import { PreflightSection } from './preflight-section';
import { DailyChart } from './daily-chart';
import { DateRangePicker } from './date-range-picker';
import { FunnelSection } from './funnel-section';
import { RecoveredSection } from './recovered-section';
import { RtoSection } from './rto-section';

/** The shopper funnel and the daily previews and orders for a chosen range (its own chunk, with the charts). */
export default function InsightsPage() {
  const range = parseDateRange(useSearch());
  const insights = useInsights(range);

  let body: React.ReactNode;
  if (insights.isPending) body = <PageLoading label="Loading insights…" />;
  else if (insights.isError) body = <ErrorState error={insights.error} onRetry={() => void insights.refetch()} />;
  else
    body = (
      <div className="space-y-5" aria-busy={insights.isPlaceholderData}>
        <FunnelSection funnel={insights.data.funnel} />
        <RecoveredSection recovered={insights.data.recovered} whatsapp={insights.data.whatsapp} />
        <RtoSection rto={insights.data.rto} />
        <ClaimsSection range={range} />
        <PreflightSection range={range} />
        <DailyChart daily={insights.data.daily} />
        <CategoryFunnels categories={insights.data.categories} />
      </div>
    );

  return (
    <div className="space-y-5">
      <PageHeading title="Insights" />
      <DateRangePicker
        range={range}
        onChange={(r) => navigate(`/admin/insights${dateRangeToSearch(r)}`, { replace: true })}
      />
      {body}
    </div>
  );
}
