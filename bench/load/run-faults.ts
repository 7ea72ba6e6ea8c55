import { printTable } from './call-stats';
import { hungProviderFault } from './fault-hung-provider';
import { postgresRestartFault, type FaultResult } from './fault-postgres-restart';
import { serverRestartFault } from './fault-server-restart';
import { workerKillFault } from './fault-worker-kill';
import { ensurePostgresRunning } from './postgres-control';
import { claimRedisNamespace } from './redis-namespace';
import { cleanUp, isMain, onCleanup, runScript } from './script-runner';
import { createThrowawayDatabase } from './throwaway-database';

type Fault = (env: { DATABASE_URL: string; REDIS_URL: string }) => Promise<FaultResult>;

const FAULTS: [string, string, Fault][] = [
  ['a', 'PostgreSQL restarted mid-load', postgresRestartFault],
  ['b', 'AI provider hangs', hungProviderFault],
  ['c', 'preview worker killed mid-job', workerKillFault],
  ['d', 'server restarted', serverRestartFault],
];

/**
 * The fault drills, each against its own servers on one throw-away database and a fresh Redis
 * database per drill. `run-faults.ts a c` runs only those. PostgreSQL is running again at the end
 * whatever happened.
 */
export async function benchFaults(only: string[] = []): Promise<boolean> {
  try {
    return await benchFaultsSteps(only);
  } finally {
    // Also when a step throws: no server, worker or throw-away database outlives the run.
    await cleanUp();
  }
}

async function benchFaultsSteps(only: string[]): Promise<boolean> {
  const db = await createThrowawayDatabase('faults');
  onCleanup(() => db.drop());
  onCleanup(() => ensurePostgresRunning());
  const rows: string[][] = [];
  let ok = true;
  for (const [id, title, fault] of FAULTS) {
    if (only.length > 0 && !only.includes(id)) continue;
    const redis = await claimRedisNamespace();
    let result: FaultResult;
    try {
      result = await fault({ DATABASE_URL: db.url, REDIS_URL: redis.url });
    } catch (err) {
      console.log(`FAIL  (${id}) stopped by an error: ${err instanceof Error ? err.message : String(err)}`);
      result = { ok: false, figures: 'error, see above' };
    } finally {
      await ensurePostgresRunning();
    }
    await redis.release();
    ok = result.ok && ok;
    rows.push([`(${id}) ${title}`, result.ok ? 'PASS' : 'FAIL', result.figures]);
  }
  printTable('Fault drills', ['drill', 'result', 'figures'], rows);
  console.log(`\nfaults: ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

if (isMain(import.meta.url)) runScript(() => benchFaults(process.argv.slice(2)));
