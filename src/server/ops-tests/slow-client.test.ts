import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { TEST_CATALOG_IMAGE_DIR } from '../testing/paths';
import { buildTestApp } from '../testing/test-app';

/**
 * Issue 11's probe: `POST /checkout/<id>` announcing 5000 bytes and sending `fullName=a` held its
 * connection past 100 s, and with one such socket open SIGTERM did not stop the server.
 */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Opens a POST whose body never arrives in full; resolves with what the server said when it hung up. */
function slowBody(port: number) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (c: Buffer) => (received += c.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
  socket.write(
    'POST /checkout/c_slowslowslowslowslow HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nfullName=a',
  );
  return { socket, closed };
}

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

describe('a client that never finishes its request body', () => {
  it('is cut off with 408 once the request deadline passes (30 s by default)', async () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(30_000);
    const t = await buildTestApp({ name: 'pglite' }, { REQUEST_TIMEOUT_MS: 1500 });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const { socket, closed } = slowBody(typeof address === 'object' && address ? address.port : 0);
      const started = Date.now();
      const answer = await Promise.race([closed, sleep(6000).then(() => 'still open after 6 s')]);
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(1500 + 2500);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('does not hold SIGTERM up: the real server exits within 10 s with such a client attached', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-slow-'));
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        CATALOG_IMAGE_DIR: TEST_CATALOG_IMAGE_DIR,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (c: Buffer) => output.push(c.toString()));
    child.stderr.on('data', (c: Buffer) => output.push(c.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      let up = false;
      for (let i = 0; i < 600 && !up && child.exitCode === null; i++) {
        up = await fetch(`http://127.0.0.1:${port}/api/products?category=Mugs`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await sleep(100);
      }
      expect(up, output.join('')).toBe(true);
      const { socket } = slowBody(port);
      await sleep(300);
      const signalled = Date.now();
      child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(12_000).then(() => 'still running' as const)]);
      socket.destroy();
      expect(result, output.join('')).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
