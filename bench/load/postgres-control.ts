import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { ADMIN_DATABASE_URL } from './throwaway-database';

const run = promisify(execFile);

/** The machine's single PostgreSQL cluster (Debian layout: /etc/postgresql/<version>/main). */
function clusterVersion(): string {
  const version = readdirSync('/etc/postgresql')[0];
  if (!version) throw new Error('no PostgreSQL cluster under /etc/postgresql');
  return version;
}

async function ctl(action: 'restart' | 'start'): Promise<number> {
  const started = Date.now();
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), 'main', action], { timeout: 60_000 });
  return Date.now() - started;
}

/** Restarts PostgreSQL (fast shutdown: sessions are cut), returns how long the command took. */
export const restartPostgres = () => ctl('restart');

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whatever happened during the run, PostgreSQL is up when the script ends. */
export async function ensurePostgresRunning(): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await postgresAnswers()) return;
    if (i === 0 || i === 10) await ctl('start').catch(() => undefined);
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(
    'PostgreSQL does not answer after the fault tests; start it with pg_ctlcluster --skip-systemctl-redirect <version> main start',
  );
}
