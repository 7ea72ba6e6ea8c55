import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { sleep, startRealServer } from '../../testing/real-server';
import { buildTestApp } from '../../testing/test-app';

/**
 * Issue 11's probe: `POST /checkout/<id>` announcing 5000 bytes and sending `fullName=a` held its
 * connection past 100 s, and with one such socket open SIGTERM did not stop the server.
 */

/** Opens a POST whose body never arrives in full; resolves with what the server said when it hung up. */
function slowBody(
  port: number,
  path = '/checkout/c_slowslowslowslowslow',
  type = 'application/x-www-form-urlencoded',
  start = 'fullName=a',
  length = 5000,
) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (c: Buffer) => (received += c.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n${start}`,
  );
  return { socket, closed };
}

/**
 * Issue 22's probe: bodies still arriving, on routes that wait for them and on routes that answer
 * before the body is in (a refused session, a body announced too large): the answer is sent, the
 * body keeps coming, and the connection is neither idle nor a request still being read.
 */
const SLOW_ROUTES: [string, string, string, number][] = [
  ['/api/products/upload-user-image', 'application/json', '{"imageBase64":"data:image/jpeg;base64,/9j/', 5_000_000],
  ['/api/products/upload-user-image', 'application/json', '{"imageBase64":"data:image/jpeg;base64,/9j/', 90_000_000],
  ['/api/cart/add', 'application/json', '{"product":', 50_000],
  ['/api/admin/session', 'application/json', '{"username":"a', 50_000],
  ['/api/admin/orders/00000000-0000-4000-8000-000000000000/status', 'application/json', '{"status":"', 50_000],
  ['/api/proofs/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/change', 'application/json', '{"note":"a', 50_000],
  ['/nowhere', 'application/json', '{"x":"', 50_000],
];

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
    // The slow body is cut at the shutdown deadline: 5 s by default, 1 s here to keep the suite quick.
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(5_000);
    const server = await startRealServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    try {
      const { socket } = slowBody(server.port);
      await sleep(300);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const result = await Promise.race([
        server.exited.then((e) => e.code),
        sleep(12_000).then(() => 'still running' as const),
      ]);
      socket.destroy();
      expect(result, server.output.join('')).toBe(0);
      // Cut at its 1 s deadline, then closed: with the default 5 s, well inside the 10 s asked for.
      expect(Date.now() - signalled).toBeLessThan(1_000 + 3_000);
    } finally {
      server.dispose();
    }
  }, 120_000);

  it('cuts a body still arriving at the shutdown deadline on every route, an upload too', async () => {
    const server = await startRealServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const sockets: Socket[] = [];
    try {
      for (const [path, type, start, length] of SLOW_ROUTES)
        sockets.push(slowBody(server.port, path, type, start, length).socket);
      await sleep(500);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const result = await Promise.race([
        server.exited.then((e) => e.code),
        sleep(12_000).then(() => 'still running' as const),
      ]);
      expect(result, server.output.join('')).toBe(0);
      // Not the renders' grace (4x the deadline): a body still arriving has no work started.
      expect(Date.now() - signalled).toBeLessThan(1_000 + 2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.dispose();
    }
  }, 120_000);
});
