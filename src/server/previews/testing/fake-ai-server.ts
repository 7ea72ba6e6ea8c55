import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * What the local stand-ins for the AI providers share: an HTTP server on a free loopback port
 * that records each request, answers it with a scripted reply, or never answers at all. Each
 * provider's fake supplies how to read its requests and which errors its real API gives.
 */

/** What to answer: a JSON body, raw text (to fake a broken body), or never answering at all. */
export type FakeReply = { status: number; json: unknown } | { status: number; text: string } | 'hang';

export interface FakeAiServer<Received> {
  /** Pass as `baseUrl`; it ends like the real one's. */
  baseUrl: string;
  received: Received[];
  /** Sets the answer for the following requests. */
  reply(next: FakeReply | ((request: Received) => FakeReply)): void;
  close(): Promise<void>;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A real PNG, so the renderer's sharp re-encode is exercised too. */
export function fakePng(color = '#c8a27a', size = 1024): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export async function startFakeAiServer<Received>(provider: {
  /** The path the real API's base URL ends with, such as '/v1'. */
  basePath: string;
  /** The content type the real API sends its JSON with. */
  jsonContentType: string;
  parse(raw: RawRequest): Received | Promise<Received>;
  /** The real API's answer to a wrong path, key or body, before any scripted reply. */
  routeError(request: Received): FakeReply | undefined;
  firstReply: FakeReply;
}): Promise<FakeAiServer<Received>> {
  const received: Received[] = [];
  let next: FakeReply | ((request: Received) => FakeReply) = provider.firstReply;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        };
        const request = await provider.parse(raw);
        received.push(request);
        const reply = provider.routeError(request) ?? (typeof next === 'function' ? next(request) : next);
        if (reply === 'hang') return;
        res.writeHead(reply.status, { 'content-type': 'json' in reply ? provider.jsonContentType : 'text/html' });
        res.end('json' in reply ? JSON.stringify(reply.json) : reply.text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${provider.basePath}`,
    received,
    reply: (r) => {
      next = r;
    },
    close: () => {
      // Hanging requests keep their sockets open; close() alone would wait for them forever.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
