import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * `npm run bench startup`: the compiled release (`node dist/server/main.js`, what production runs)
 * against the server run from source through tsx (`node --import tsx src/server/main.ts`, what
 * `npm start` ran before the release build), side by side in one run: time from spawn to the first
 * 200 from /readyz, and resident memory after 5 s idle. Both start on the same embedded database
 * (made by a first start that is not counted) and the same drawn catalogue images, alternating.
 */
const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const IDLE_MS = 5000;

interface Variant {
  name: string;
  args: string[];
}
const COMPILED: Variant = { name: 'compiled (dist)', args: ['dist/server/main.js'] };
const TSX: Variant = { name: 'tsx (source)', args: ['--import', 'tsx', 'src/server/main.ts'] };

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Starts one server, waits for /readyz, idles: its start-up time in ms and idle memory in MB. */
async function measure(variant: Variant, dataDir: string, imageDir: string): Promise<{ ms: number; mb: number }> {
  const port = await freePort();
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      CATALOG_IMAGE_DIR: imageDir,
      SESSION_SECRET: 'startup-bench-session-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr.on('data', (c: Buffer) => output.push(c.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited:\n${output.join('').slice(-2000)}`);
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (res?.status === 200) break;
      if (performance.now() - started > 15 * 60_000) throw new Error(`${variant.name} not ready in 15 minutes`);
      await sleep(20);
    }
    const ms = performance.now() - started;
    await sleep(IDLE_MS);
    return { ms, mb: rssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchStartup(): Promise<{ rows: string[][]; startRatio: number; memoryRatio: number }> {
  if (!existsSync(join(ROOT, 'dist/server/main.js'))) {
    console.log('building the release server (scripts/build-server.mjs)');
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the release build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-startup-bench-'));
  const imageDir =
    process.env.STARTUP_CATALOG_IMAGE_DIR ?? join(ROOT, 'node_modules/.cache/kaarigar/release-catalog-images');
  try {
    // Not counted: initdb, migrations, the seed and any catalogue images not drawn yet.
    await measure(COMPILED, dataDir, imageDir);
    const results = new Map<Variant, { ms: number[]; mb: number[] }>([
      [COMPILED, { ms: [], mb: [] }],
      [TSX, { ms: [], mb: [] }],
    ]);
    for (let i = 0; i < RUNS; i++)
      for (const variant of i % 2 === 0 ? [COMPILED, TSX] : [TSX, COMPILED]) {
        const { ms, mb } = await measure(variant, dataDir, imageDir);
        results.get(variant)!.ms.push(ms);
        results.get(variant)!.mb.push(mb);
      }
    const row = (v: Variant) => {
      const r = results.get(v)!;
      return [v.name, median(r.ms).toFixed(0), Math.min(...r.ms).toFixed(0), median(r.mb).toFixed(0)];
    };
    const compiled = results.get(COMPILED)!;
    const tsx = results.get(TSX)!;
    return {
      rows: [row(COMPILED), row(TSX)],
      startRatio: median(compiled.ms) / median(tsx.ms),
      memoryRatio: median(compiled.mb) / median(tsx.mb),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
