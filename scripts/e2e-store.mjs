// What every journey server shares: its staff made with the owner command while the store is
// stopped (as a shop makes its first owner), then the built store run until Playwright stops it,
// with the data folder and any fake service it started removed on the way out.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const STAFF = JSON.parse(readFileSync('e2e/staff-accounts.json', 'utf8'));

/**
 * Runs the store on `env` (its DATA_DIR a fresh folder of ours) with the accounts named in
 * `roles` ('owner', 'maker', ...; e2e/staff-accounts.json), stopping `fakes` with it.
 */
export function runJourneyStore(env, { roles = Object.keys(STAFF), fakes = [] } = {}) {
  const cleanUp = () => {
    for (const fake of fakes) fake.kill('SIGTERM');
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  for (const role of roles) {
    const { username, password } = STAFF[role];
    const args = [
      'run',
      '--silent',
      'owner',
      '--',
      'create',
      username,
      ...(role === 'maker' ? ['--role', 'maker'] : []),
    ];
    const made = spawnSync('npm', args, { stdio: 'inherit', env: { ...env, OWNER_PASSWORD: password } });
    if (made.status !== 0) {
      cleanUp();
      process.exit(made.status ?? 1);
    }
  }
  const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
  const stop = () => {
    child.kill('SIGTERM');
    for (const fake of fakes) fake.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => {
    cleanUp();
    process.exit(code ?? 0);
  });
}
