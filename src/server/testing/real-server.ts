import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { unpackPgliteTemplate } from './database-templates';
import { TEST_CATALOG_IMAGE_DIR } from './paths';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The store as `npm start` serves it (serve.ts in its own process), for tests of signals and sockets. */
export interface RealServer {
  port: number;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output: string[];
  exited: Promise<ProcessExit>;
  /** Kills the process if it still runs and removes its data folder (unless the caller gave it). */
  dispose(): void;
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts serve-for-tests.ts (main.ts after its image drawing), bundled by the global set-up as a
 * release is, on a free port with PGlite in a throw-away folder, and waits until it serves the
 * product list. The folder holds the test template's database, as after a first start, so the
 * process skips initdb and the seed; start-up is still seconds (PGlite's WebAssembly) and more on
 * a busy machine. The callers test what happens after it.
 */
export async function startRealServer(
  env: Record<string, string> = {},
  /** A data folder an earlier server used, to start again on its database; the caller removes it. */
  { dataDir: reused }: { dataDir?: string } = {},
): Promise<RealServer> {
  const port = await freePort();
  const dataDir = reused ?? mkdtempSync(join(tmpdir(), 'kaarigar-real-'));
  if (!reused) unpackPgliteTemplate(inject('pgliteTemplateFile'), join(dataDir, 'pglite'));
  const output: string[] = [];
  const bundle = inject('realServerBundle');
  if (!bundle) throw new Error('startRealServer runs in the process project, whose global set-up bundles the server');
  const child = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Production needs the shop's address (config.ts): this one is the process's own.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      CATALOG_IMAGE_DIR: TEST_CATALOG_IMAGE_DIR,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr.on('data', (c: Buffer) => output.push(c.toString()));
  const exited = new Promise<ProcessExit>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const dispose = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (!reused) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/products?category=Mugs`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, child, output, exited, dispose };
    await sleep(100);
  }
  dispose();
  throw new Error(`server did not start:\n${output.join('')}`);
}
