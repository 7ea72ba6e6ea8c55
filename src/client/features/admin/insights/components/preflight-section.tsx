import { PREFLIGHT_REASON_LABELS, type PreflightInsights } from '../../../../../contracts/preflight-insights';
import { usePreflightInsights } from '../api/get-preflight-insights';
import type { DateRange } from '../logic/date-range';
import { InsightsCard } from './insights-card';

const KIND_LABELS = {
  laser: 'Laser',
  cnc: 'CNC router',
  sublimation: 'Sublimation',
  'print-shop': 'Print shop',
} as const;
const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

function Body({ data }: { data: PreflightInsights }) {
  if (data.checked === 0) return <p className="text-sm text-ink-700">No machine file was written in these days.</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-900">
        {files(data.checked)} preflighted: {data.passed} passed, {data.failed} failed.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink-900">By machine</caption>
        <thead>
          <tr className="text-ink-700">
            <th scope="col" className="py-1 font-semibold">
              Machine
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-semibold">
              Checked
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-semibold">
              Passed
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-semibold">
              Failed
            </th>
          </tr>
        </thead>
        <tbody>
          {data.machines.map((m) => (
            <tr key={m.profileId} className="border-t border-cream-300 align-top text-ink-900">
              <th scope="row" className="py-1 pr-2 font-normal">
                <span className="block">
                  {m.profileName} <span className="text-ink-700">({KIND_LABELS[m.kind]})</span>
                </span>
                {m.reasons.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-ink-700" aria-label={`Why ${m.profileName}'s files failed`}>
                    {m.reasons.map((r) => (
                      <li key={r.reason}>
                        {PREFLIGHT_REASON_LABELS[r.reason]}: {files(r.count)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </th>
              <td className="py-1 pl-3 text-right whitespace-nowrap">{m.checked}</td>
              <td className="py-1 pl-3 text-right whitespace-nowrap">{m.passed}</td>
              <td className="py-1 pl-3 text-right whitespace-nowrap">{m.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Issue 42: the machine files written in the chosen days and what their preflight found, per
 * machine, failures by reason. A failure never blocked a download; this is where it is counted.
 */
export function PreflightSection({ range }: { range: DateRange }) {
  const preflight = usePreflightInsights(range);
  return (
    <InsightsCard
      title="Machine file checks"
      description="Each machine file's latest preflight, for the files written in these days."
    >
      {preflight.isPending ? (
        <p role="status" className="text-sm text-ink-700">
          Loading the checks…
        </p>
      ) : preflight.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          Could not load the file checks. Reload the page to try again.
        </p>
      ) : (
        <Body data={preflight.data} />
      )}
    </InsightsCard>
  );
}
