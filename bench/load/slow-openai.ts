import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakePng, openAiSuccess } from '../../src/server/previews/openai/testing/fake-openai-server';

export interface SlowOpenAi {
  baseUrl: string;
  /** When each edit request arrived (ms since the epoch). */
  received: number[];
  close(): Promise<void>;
}

/**
 * An OpenAI image-edit stand-in that answers correctly but only after `delayMs`: a render slow
 * enough that a worker can be killed while it holds the job. (The shared fake answers at once
 * or never, and its reply hook cannot wait.)
 */
export async function startSlowOpenAi(delayMs: number): Promise<SlowOpenAi> {
  const answer = openAiSuccess(await fakePng('#8a6a4a'));
  const body = typeof answer === 'object' && 'json' in answer ? JSON.stringify(answer.json) : '';
  const received: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(Date.now());
      const timer = setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(body), delayMs);
      // The worker may be killed while we wait: drop the timer with the socket.
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
