import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: servers are started from it so `dist/client` and `.env` resolve as in production. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CATALOG_IMAGE_DIR = join(REPO_ROOT, 'node_modules/.cache/kaarigar/catalog-images');

export interface StoreProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  /** The last lines the process wrote, for a failure report. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits (bounded) for the exit; SIGKILL if it does not come. */
  stop(signal?: NodeJS.Signals, waitMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcess extends StoreProcess {
  port: number;
  baseUrl: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const tempDirs: string[] = [];

/** A fresh DATA_DIR, removed by removeTempDirs() at the end of the run. */
export function tempDataDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `kaarigar-ops-${label}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The environment every store process gets; callers add DATABASE_URL, REDIS_URL and their own knobs. */
export function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // Production needs the shop's address (config.ts); a server is given its own below.
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    CATALOG_IMAGE_DIR,
    // Explicitly empty so nothing from the caller's shell or a .env file switches a seam by accident.
    DATABASE_URL: '',
    REDIS_URL: '',
    ...extra,
  };
}

const running = new Set<StoreProcess>();

function spawnStore(name: string, script: string, env: NodeJS.ProcessEnv): StoreProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const proc: StoreProcess = {
    name,
    child,
    pid: child.pid ?? -1,
    output,
    exited,
    async stop(signal = 'SIGTERM', waitMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), waitMs);
      const result = await exited;
      clearTimeout(timer);
      running.delete(proc);
      return result;
    },
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  return proc;
}

/** Starts `src/server/main.ts` on a free port and waits until the health check answers 200. */
export async function startServer(
  name: string,
  env: Record<string, string>,
  options: { port?: number; readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const proc = spawnStore(
    name,
    'src/server/main.ts',
    baseEnv({ DATA_DIR: tempDataDir(name), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port) }),
  );
  const server: ServerProcess = { ...proc, port, baseUrl: `http://127.0.0.1:${port}` };
  await waitUntilReady(server, options.readyTimeoutMs ?? 60_000);
  return server;
}

/** Starts `src/server/worker.ts` and waits for its "preview worker started" log line. */
export async function startWorker(
  name: string,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
): Promise<StoreProcess> {
  const proc = spawnStore(
    name,
    'src/server/worker.ts',
    baseEnv({ DATA_DIR: tempDataDir(name), ...env, LOG_LEVEL: 'info' }),
  );
  const deadline = Date.now() + readyTimeoutMs;
  while (!proc.output.some((l) => l.includes('preview worker started'))) {
    if (proc.child.exitCode !== null)
      throw new Error(`${name} exited with ${proc.child.exitCode}:\n${proc.output.slice(-20).join('\n')}`);
    if (Date.now() > deadline)
      throw new Error(`${name} did not start within ${readyTimeoutMs} ms:\n${proc.output.slice(-20).join('\n')}`);
    await sleep(100);
  }
  return proc;
}

/** Polls the load balancer's health check (GET /api/products?category=Mugs) until it answers 200. */
export async function waitUntilReady(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${server.output.slice(-20).join('\n')}`);
    }
    try {
      const res = await fetch(`${server.baseUrl}/api/products?category=Mugs`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${server.name} was not ready within ${timeoutMs} ms:\n${server.output.slice(-20).join('\n')}`);
}

/** Stops every process this run started that is still alive (used by `finally` blocks and signal handlers). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.stop('SIGTERM', 10_000)));
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Resident memory of a process in MB, from /proc (Linux only; '?' elsewhere). */
export function rssMb(pid: number): string {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? (Number(kb) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}
