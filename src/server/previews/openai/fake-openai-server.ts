import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for OpenAI's Image Edit endpoint (POST /v1/images/edits), speaking the
 * documented multipart request and JSON answers, for tests that must not reach the internet.
 * https://platform.openai.com/docs/api-reference/images/createEdit
 */

/** One request as the fake received it, its multipart body already parsed. */
export interface ReceivedEdit {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The text fields (model, prompt, size, quality, n, output_format...). */
  fields: Record<string, string>;
  /** The `image[]` file parts, in order. */
  images: { filename: string; type: string; bytes: Buffer }[];
}

/** What to answer: a JSON body, raw text (to fake a broken body), or never answering at all. */
export type FakeReply = { status: number; json: unknown } | { status: number; text: string } | 'hang';

export interface FakeOpenAi {
  /** Pass as `baseUrl`; it ends in /v1 like the real one. */
  baseUrl: string;
  received: ReceivedEdit[];
  /** Sets the answer for the following requests; by default a valid edit is returned. */
  reply(next: FakeReply | ((edit: ReceivedEdit) => FakeReply)): void;
  close(): Promise<void>;
}

/** A real PNG, so the renderer's sharp re-encode is exercised too. */
export function fakePng(color = '#c8a27a', size = 1024): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export function openAiSuccess(png: Buffer): FakeReply {
  return {
    status: 200,
    json: {
      created: 1_700_000_000,
      data: [{ b64_json: png.toString('base64') }],
      usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 },
    },
  };
}

export function openAiError(status: number, error: { message: string; type: string; code: string | null }): FakeReply {
  return { status, json: { error: { ...error, param: null } } };
}

/** Starts the fake on 127.0.0.1 and a free port. Requests without `Bearer <apiKey>` get the real 401. */
export async function startFakeOpenAi(options: { apiKey: string }): Promise<FakeOpenAi> {
  const png = await fakePng();
  const received: ReceivedEdit[] = [];
  let next: FakeReply | ((edit: ReceivedEdit) => FakeReply) = openAiSuccess(png);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const edit = await parseEdit(req.method ?? '', req.url ?? '', req.headers, Buffer.concat(chunks));
        received.push(edit);
        const reply = routeError(edit, options.apiKey) ?? (typeof next === 'function' ? next(edit) : next);
        if (reply === 'hang') return;
        res.writeHead(reply.status, { 'content-type': 'json' in reply ? 'application/json' : 'text/html' });
        res.end('json' in reply ? JSON.stringify(reply.json) : reply.text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
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

function routeError(edit: ReceivedEdit, apiKey: string): FakeReply | undefined {
  if (edit.method !== 'POST' || edit.path !== '/v1/images/edits') {
    return openAiError(404, {
      message: `Invalid URL (${edit.method} ${edit.path})`,
      type: 'invalid_request_error',
      code: null,
    });
  }
  if (edit.headers.authorization !== `Bearer ${apiKey}`) {
    // Like the real API, the message echoes a masked form of whatever key was sent.
    const sent = (edit.headers.authorization ?? '').replace(/^Bearer /, '');
    const masked = `${sent.slice(0, 8)}****${sent.slice(-4)}`;
    return openAiError(401, {
      message: `Incorrect API key provided: ${masked}.`,
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    });
  }
  return undefined;
}

async function parseEdit(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<ReceivedEdit> {
  const edit: ReceivedEdit = { method, path, headers, fields: {}, images: [] };
  if (!headers['content-type']?.startsWith('multipart/form-data')) return edit;
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': headers['content-type'] },
    body: new Uint8Array(body),
  }).formData();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') edit.fields[key] = value;
    else if (key === 'image[]')
      edit.images.push({ filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return edit;
}
