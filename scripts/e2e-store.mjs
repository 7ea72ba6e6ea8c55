// What every journey server shares: its staff made with the owner command while the store is
// stopped (as a shop makes its first owner; once per code, then copied: see staffDataTemplate),
// then the built store run until Playwright stops it, with the data folder and any fake service it
// started removed on the way out.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuilt } from './release-build.mjs';

const STAFF = JSON.parse(readFileSync('e2e/staff-accounts.json', 'utf8'));

/**
 * Starts a fake outside service (its `testing/main.ts`) in a process of its own and resolves once
 * it prints `ready <url>`, with the process (to stop with the store) and that URL.
 */
export async function startFake(entry, env, name) {
  const fake = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const url = await new Promise((ready, fail) => {
    fake.stdout.on('data', (chunk) => {
      const match = /ready (\S+)/.exec(String(chunk));
      if (match) ready(match[1]);
    });
    fake.on('exit', (code) => fail(new Error(`the fake ${name} exited with ${code}`)));
  });
  return { fake, url };
}

/** A fresh data folder for a journey's store (runJourneyStore removes it when the store stops). */
export const journeyDataDir = (name) => mkdtempSync(join(tmpdir(), `kaarigar-e2e-${name}-`));

/**
 * The store's environment for a journey: on `port` with PUBLIC_URL its own address, the embedded
 * database in `dataDir`, the test catalogue's images, and `settings` on top.
 */
export function journeyStoreEnv(port, dataDir, settings) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/test-catalog-images'),
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ...settings,
  };
}

/**
 * Runs the store on `env` (its DATA_DIR a fresh, empty folder of ours) with the accounts named in
 * `roles` ('owner', 'maker', ...; e2e/staff-accounts.json), stopping `fakes` with it. `prepare`,
 * when given, runs once the data folder holds the accounts and before the store starts (a journey's
 * own settings written into its database); it returns false when it failed.
 */
export function runJourneyStore(env, { roles = Object.keys(STAFF), fakes = [], prepare } = {}) {
  const cleanUp = () => {
    for (const fake of fakes) fake.kill('SIGTERM');
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  try {
    // The copy would overwrite a database already there, and whatever a script had written into it.
    if (readdirSync(env.DATA_DIR).length > 0) throw new Error(`${env.DATA_DIR} is not empty: use prepare`);
    const template = staffDataTemplate(env, roles);
    cpSync(template, env.DATA_DIR, { recursive: true, filter: (from) => from !== join(template, MADE) });
    if (prepare && !prepare()) throw new Error('preparing the data folder failed');
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    cleanUp();
    process.exit(1);
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

/** Where the made data folders are kept, beside the test catalogue's images. */
const TEMPLATES = resolve('node_modules/.cache/kaarigar/e2e-staff-data');
/** The file that says a made folder is whole. */
const MADE = '.made';

/**
 * A data folder holding `roles`' accounts, made with the owner command on an empty folder (the
 * embedded database's first migration, then one process per account: about 15 s of CPU), once
 * for the code and accounts it was made with, and copied for every journey store after that: a
 * run starts some twenty. Its folder is named by a hash of the built owner command (whose chunks
 * are named by their content) and the migrations, and within it by the accounts, so changed code
 * makes a new one.
 */
function staffDataTemplate(env, roles) {
  ensureBuilt({ client: false });
  const code = createHash('sha256').update(readFileSync('dist/server/owner.js'));
  const migrations = 'src/server/platform/db/migrations';
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort())
    if (file.endsWith('.sql') || file.endsWith('.json')) code.update(file).update(readFileSync(join(migrations, file)));
  const codeKey = code.digest('hex').slice(0, 16);
  const accounts = roles.map((role) => [role, STAFF[role]]);
  const accountsKey = createHash('sha256').update(JSON.stringify(accounts)).digest('hex').slice(0, 16);
  const folder = join(TEMPLATES, codeKey);
  const template = join(folder, accountsKey);
  if (existsSync(join(template, MADE))) return template;

  mkdirSync(folder, { recursive: true });
  // Folders made for older code are no longer used.
  for (const old of readdirSync(TEMPLATES))
    if (old !== codeKey) rmSync(join(TEMPLATES, old), { recursive: true, force: true });
  // Made aside and renamed into place, so a store starting at the same moment never copies half of it.
  const making = mkdtempSync(join(folder, `${accountsKey}.making-`));
  try {
    for (const [role, { username, password }] of accounts) {
      const args = [
        'run',
        '--silent',
        'owner',
        '--',
        'create',
        username,
        ...(role === 'maker' ? ['--role', 'maker'] : []),
      ];
      const made = spawnSync('npm', args, {
        stdio: 'inherit',
        env: { ...env, DATA_DIR: making, OWNER_PASSWORD: password },
      });
      if (made.status !== 0) throw new Error(`could not create the ${role} account (exit ${made.status})`);
    }
    writeFileSync(join(making, MADE), '');
    try {
      renameSync(making, template);
    } catch {
      // Another store made the same folder first: theirs is as good.
    }
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}
