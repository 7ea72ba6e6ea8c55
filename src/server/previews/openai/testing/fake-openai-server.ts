import type { IncomingHttpHeaders } from 'node:http';
import {
  fakePng,
  startFakeAiServer,
  type FakeAiServer,
  type FakeReply,
  type RawRequest,
} from '../../testing/fake-ai-server';

export { fakePng, type FakeReply };

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

/** Its base URL ends in /v1 like the real one; by default a valid edit is returned. */
export type FakeOpenAi = FakeAiServer<ReceivedEdit>;

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
  return startFakeAiServer({
    basePath: '/v1',
    jsonContentType: 'application/json',
    parse: parseEdit,
    routeError: (edit) => routeError(edit, options.apiKey),
    firstReply: openAiSuccess(await fakePng()),
  });
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

async function parseEdit({ method, path, headers, body }: RawRequest): Promise<ReceivedEdit> {
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
