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

/** Its base URL ends in /v1beta like the real one; by default one image part is returned. */
export type FakeGemini = FakeAiServer<ReceivedGenerate>;

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
  return startFakeAiServer({
    basePath: '/v1beta',
    jsonContentType: 'application/json; charset=UTF-8',
    parse: parseGenerate,
    routeError: (request) => routeError(request, options.apiKey),
    firstReply: geminiImage(await fakePng()),
  });
}

function parseGenerate({ method, path, headers, body }: RawRequest): ReceivedGenerate {
  return {
    method,
    path,
    model: /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path)?.[1],
    headers,
    body: parseJson(body.toString('utf8')),
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
