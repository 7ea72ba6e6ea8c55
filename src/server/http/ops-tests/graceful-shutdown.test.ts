import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startRealServer, type RealServer } from '../../testing/real-server';

/**
 * docs/deploy.md promises that SIGTERM stops accepting connections and finishes requests in
 * flight before the process exits. This starts the real server (`serve.ts`, what `main.ts` runs,
 * in its own process on PGlite in a temp folder, no PostgreSQL or Redis) and holds two requests open across the signal by sending their bodies in
 * two halves: the handlers can only run after SIGTERM, and one of them needs the database.
 */

let server: RealServer;
let port = 0;

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
  server = await startRealServer();
  port = server.port;
}, 120_000);

afterAll(() => server?.dispose());

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
    server.child.kill('SIGTERM');

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
      server.exited,
      sleep(3000).then(() => 'still running 3 s after the last response' as const),
    ]);
    expect(result, server.output.join('')).toEqual({ code: 0, signal: null });
  });
});
