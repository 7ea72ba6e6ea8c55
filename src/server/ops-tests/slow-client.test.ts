import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sleep, startRealServer } from '../testing/real-server';
import { buildTestApp } from '../testing/test-app';

/**
 * Issue 11's probe: `POST /checkout/<id>` announcing 5000 bytes and sending `fullName=a` held its
 * connection past 100 s, and with one such socket open SIGTERM did not stop the server.
 */

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
});
