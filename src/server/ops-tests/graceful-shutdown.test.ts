import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CATALOG_IMAGE_DIR } from '../testing/paths';

/**
 * docs/deploy.md promises that SIGTERM stops accepting connections and finishes requests in
 * flight before the process exits. This starts the real `main.ts` (PGlite in a temp folder, no
 * PostgreSQL or Redis) and holds two requests open across the signal by sending their bodies in
 * two halves: the handlers can only run after SIGTERM, and one of them needs the database.
 */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

let child: ChildProcess;
let exited: Promise<Exit>;
let port = 0;
let dataDir = '';
const output: string[] = [];

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

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

/** A POST whose body is sent in two halves; the second half goes only when `finish()` is called. */
function heldRequest(path: string, payload: unknown, agent: Agent) {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  let finish = () => undefined as void;
  const response = new Promise<{ status: number; body: string; connection: string | undefined }>((done, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            connection: res.headers.connection,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.subarray(0, half));
    finish = () => void req.end(body.subarray(half));
  });
  return { response, finish: () => finish() };
}

/** Tries a fresh TCP connection: 'connected' or the error code (ECONNREFUSED once the server stopped listening). */
function tryConnect(): Promise<string> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => done(err.code ?? 'error'));
  });
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-shutdown-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
  child.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
  exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  // Start-up (tsx compiling the server, PGlite's initdb, the seed) takes 2-3 s on a quiet machine
  // and half a minute on a busy one; the test is about shutdown, so it waits as long as it takes.
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/api/products?category=Mugs`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`server did not start:\n${output.join('')}`);
}, 120_000);

afterAll(() => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM on the real server process', () => {
  // Keep-alive, as a load balancer's connections to its backends are; kept open until afterAll.
  const agent = new Agent({ keepAlive: true });
  let lastResponseAt = 0;
  afterAll(() => agent.destroy());

  it('finishes the requests in flight and refuses new connections', async () => {
    const boards = await getJson<{ id: string; variants: { id: string; available: boolean }[] }[]>(
      '/api/products?category=Nameplates',
    );
    const board = boards.find((p) => p.variants.some((v) => v.available));
    const variant = board?.variants.find((v) => v.available);
    const mugs = await getJson<{ images: { url: string }[] }[]>('/api/products?category=Mugs');
    const mugImage = mugs[0]?.images[0]?.url;
    expect(board && variant && mugImage).toBeTruthy();
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c47a4a' } })
      .jpeg()
      .toBuffer();

    const add = heldRequest(
      '/api/cart/add',
      {
        product: { id: board!.id, selectedVariantId: variant!.id },
        customization: { name: 'Shutdown' },
        quantity: 1,
        clientItemId: 'shutdown-1',
      },
      agent,
    );
    const preview = heldRequest(
      '/api/products/customize/mug',
      { productImageUrl: mugImage, userImageBase64: photo.toString('base64'), caption: 'In flight' },
      agent,
    );
    // Both connections are open and their bodies half read before the signal.
    await sleep(300);
    child.kill('SIGTERM');

    // While the two requests are still open the listening socket must be gone.
    let connection = 'connected';
    for (let i = 0; i < 40 && connection === 'connected'; i++) {
      await sleep(50);
      connection = await tryConnect();
    }
    expect(connection).toBe('ECONNREFUSED');

    add.finish();
    preview.finish();
    const [added, previewed] = await Promise.all([add.response, preview.response]);
    lastResponseAt = Date.now();
    expect(added.status).toBe(200);
    expect(JSON.parse(added.body)).toMatchObject({ success: true, cart: { lines: [{ quantity: 1 }] } });
    expect(previewed.status).toBe(200);
    expect(JSON.parse(previewed.body)).toMatchObject({
      success: true,
      imageUrl: expect.stringMatching(/^\/objects\/ai-generated\//) as unknown,
    });
  });

  it('then exits 0 promptly, without waiting for kept-alive clients to hang up', async () => {
    expect(lastResponseAt, 'the previous test did not get its answers').toBeGreaterThan(0);
    // The client keeps its connections, as a balancer's pool does; the process must not wait on them.
    const result = await Promise.race([
      exited,
      sleep(3000).then(() => 'still running 3 s after the last response' as const),
    ]);
    expect(result, output.join('')).toEqual({ code: 0, signal: null });
  });
});
