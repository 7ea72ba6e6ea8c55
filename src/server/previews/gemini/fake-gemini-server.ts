import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for Gemini's generateContent (POST /v1beta/models/{model}:generateContent),
 * speaking the documented JSON shapes, for tests that must not reach the internet.
 * https://ai.google.dev/api/generate-content
 */

/** One request as the fake received it. */
export interface ReceivedGenerate {
  method: string;
  path: string;
  /** The {model} segment of the path, or undefined when the path is not generateContent. */
  model: string | undefined;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
}

/** What to answer: a JSON body, raw text (to fake a broken body), or never answering at all. */
export type FakeReply = { status: number; json: unknown } | { status: number; text: string } | 'hang';

export interface FakeGemini {
  /** Pass as `baseUrl`; it ends in /v1beta like the real one. */
  baseUrl: string;
  received: ReceivedGenerate[];
  /** Sets the answer for the following requests; by default one image part is returned. */
  reply(next: FakeReply | ((request: ReceivedGenerate) => FakeReply)): void;
  close(): Promise<void>;
}

/** A real PNG, so the renderer's sharp re-encode is exercised too. */
export function fakePng(color = '#c8a27a', size = 1024): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A successful answer: a text part then an image part, as the model usually sends them. */
export function geminiImage(png: Buffer, spelling: 'inlineData' | 'inline_data' = 'inlineData'): FakeReply {
  const image =
    spelling === 'inlineData'
      ? { inlineData: { mimeType: 'image/png', data: png.toString('base64') } }
      : { inline_data: { mime_type: 'image/png', data: png.toString('base64') } };
  return {
    status: 200,
    json: {
      candidates: [
        {
          content: { role: 'model', parts: [{ text: 'Here is your preview.' }, image] },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 1300, candidatesTokenCount: 1290, totalTokenCount: 2590 },
      modelVersion: 'gemini-2.5-flash-image',
    },
  };
}

export function geminiError(code: number, status: string, message: string): FakeReply {
  return { status: code, json: { error: { code, message, status } } };
}

/** Starts the fake on 127.0.0.1 and a free port. Requests without the right x-goog-api-key get the real 400. */
export async function startFakeGemini(options: { apiKey: string }): Promise<FakeGemini> {
  const png = await fakePng();
  const received: ReceivedGenerate[] = [];
  let next: FakeReply | ((request: ReceivedGenerate) => FakeReply) = geminiImage(png);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const request: ReceivedGenerate = {
        method: req.method ?? '',
        path,
        model: /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path)?.[1],
        headers: req.headers,
        body: parseJson(Buffer.concat(chunks).toString('utf8')),
      };
      received.push(request);
      const reply = routeError(request, options.apiKey) ?? (typeof next === 'function' ? next(request) : next);
      if (reply === 'hang') return;
      res.writeHead(reply.status, {
        'content-type': 'json' in reply ? 'application/json; charset=UTF-8' : 'text/html',
      });
      res.end('json' in reply ? JSON.stringify(reply.json) : reply.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1beta`,
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

function routeError(request: ReceivedGenerate, apiKey: string): FakeReply | undefined {
  if (request.method !== 'POST' || !request.model) return geminiError(404, 'NOT_FOUND', `Invalid path ${request.path}`);
  // Google answers a wrong key with 400 INVALID_ARGUMENT, not 401.
  if (request.headers['x-goog-api-key'] !== apiKey)
    return geminiError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
  if (request.body === undefined) return geminiError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
