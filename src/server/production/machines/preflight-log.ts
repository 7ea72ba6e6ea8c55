import { and, gte, lt } from 'drizzle-orm';
import type { MachineProfile, Preflight } from '../../../contracts/machines';
import { indiaDaySpan, type IndiaDayRange } from '../../../contracts/india-days';
import {
  PREFLIGHT_REASONS,
  preflightReason,
  type PreflightInsights,
  type PreflightReason,
} from '../../../contracts/preflight-insights';
import type { Database } from '../../platform/db/client';
import { preflightResults } from '../../platform/db/schema';

/**
 * Keeps each file's latest preflight (issue 42: a failure never blocks the download, but it is
 * counted in insights). A file written again replaces its row, so re-reading a line's files does
 * not count them twice.
 */
export async function recordPreflight(
  db: Database,
  fileKey: string,
  profile: Pick<MachineProfile, 'id' | 'kind' | 'name'>,
  preflight: Preflight,
): Promise<void> {
  const reasons = [...new Set(preflight.problems.map(preflightReason))];
  const row = {
    profileId: profile.id,
    machineKind: profile.kind,
    profileName: profile.name,
    ok: preflight.ok,
    reasons: preflight.ok ? [] : reasons,
    checkedAt: new Date(),
  };
  await db
    .insert(preflightResults)
    .values({ fileKey, ...row })
    .onConflictDoUpdate({ target: preflightResults.fileKey, set: row });
}

/** The files last preflighted in a range of India days: passed and failed, per machine, failures by reason. */
export async function preflightInsights(db: Database, range: IndiaDayRange): Promise<PreflightInsights> {
  const { start, end } = indiaDaySpan(range);
  const rows = await db
    .select()
    .from(preflightResults)
    .where(and(gte(preflightResults.checkedAt, start), lt(preflightResults.checkedAt, end)));
  const machines = new Map<string, PreflightInsights['machines'][number] & { counts: Map<PreflightReason, number> }>();
  for (const r of rows) {
    const m = machines.get(r.profileId) ?? {
      profileId: r.profileId,
      profileName: r.profileName,
      kind: r.machineKind as PreflightInsights['machines'][number]['kind'],
      checked: 0,
      passed: 0,
      failed: 0,
      reasons: [],
      counts: new Map<PreflightReason, number>(),
    };
    m.checked++;
    if (r.ok) m.passed++;
    else {
      m.failed++;
      for (const reason of r.reasons as PreflightReason[]) m.counts.set(reason, (m.counts.get(reason) ?? 0) + 1);
    }
    machines.set(r.profileId, m);
  }
  const list = [...machines.values()]
    .map(({ counts, ...m }) => ({
      ...m,
      reasons: PREFLIGHT_REASONS.filter((k) => counts.has(k)).map((reason) => ({ reason, count: counts.get(reason)! })),
    }))
    .sort((a, b) => b.checked - a.checked || a.profileName.localeCompare(b.profileName));
  return {
    checked: rows.length,
    passed: rows.filter((r) => r.ok).length,
    failed: rows.filter((r) => !r.ok).length,
    machines: list,
  };
}
