import { inspect } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boardArea, expectPreviewFailure, expectWebp1024, mugWrapArea } from '../testing/renderer-test-kit';
import type { PrintArea } from '../../../contracts/print-area';
import type { PreviewRequest, ProductSurface } from '../types';
import {
  type FakeGemini,
  type FakeReply,
  fakePng,
  geminiError,
  geminiImage,
  startFakeGemini,
} from './testing/fake-gemini-server';
import { createGeminiRenderer } from './gemini-renderer';
import { GEMINI_MESSAGES } from './gemini-wire';

const API_KEY = 'AIzaTestKey0123456789abcdefghijSECRET';
const board = boardArea('slate');
const mugArea = mugWrapArea;

let fake: FakeGemini;
let productImage: Buffer;
let resultPng: Buffer;
let photo: Buffer;
const surface = (printArea: PrintArea, productTitle: string): ProductSurface => ({
  image: productImage,
  printArea,
  productTitle,
});
const nameplate = (): PreviewRequest => ({
  kind: 'nameplate',
  surface: surface(board, 'Slate House Sign'),
  name: 'Rose Villa',
  houseNumber: '42A',
});

interface SentPart {
  text?: string;
  inlineData?: { mimeType: string; data: string };
}
interface SentBody {
  contents: { role: string; parts: SentPart[] }[];
  generationConfig: { responseModalities: string[] };
}
const sentBody = (i = 0) => fake.received[i]?.body as SentBody;

beforeAll(async () => {
  fake = await startFakeGemini({ apiKey: API_KEY });
  productImage = await fakePng('#333333');
  resultPng = await fakePng('#fafafa');
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } })
    .webp()
    .toBuffer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.reply(geminiImage(resultPng));
});

const renderer = (overrides: Partial<Parameters<typeof createGeminiRenderer>[0]> = {}) =>
  createGeminiRenderer({ apiKey: API_KEY, baseUrl: fake.baseUrl, ...overrides });

const failure = (promise: Promise<unknown>) => expectPreviewFailure(promise, API_KEY);

describe('Gemini renderer', () => {
  it('posts a nameplate to the model path with the key header, prompt and product image', async () => {
    const result = await renderer().render(nameplate());
    expect(result.contentType).toBe('image/webp');
    await expectWebp1024(result.image);

    const request = fake.received[0];
    expect(request?.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request?.path).not.toContain(API_KEY);
    const body = sentBody();
    expect(body.generationConfig).toEqual({ responseModalities: ['TEXT', 'IMAGE'] });
    expect(body.contents).toHaveLength(1);
    const parts = body.contents[0]?.parts ?? [];
    expect(parts).toHaveLength(2);
    expect(parts[0]?.text).toContain('"Rose Villa"');
    expect(parts[0]?.text).toContain('"42A"');
    expect(parts[1]?.inlineData?.mimeType).toBe('image/png');
    expect(Buffer.from(parts[1]?.inlineData?.data ?? '', 'base64').equals(productImage)).toBe(true);
  });

  it('sends a kids plate with the child name verbatim, to the configured model', async () => {
    await expectWebp1024(
      (
        await renderer({ model: 'gemini-3-pro-image-preview' }).render({
          kind: 'kids',
          surface: surface(board, 'Kids Name Plate'),
          childName: 'Zoë',
        })
      ).image,
    );
    expect(fake.received[0]?.model).toBe('gemini-3-pro-image-preview');
    expect(sentBody().contents[0]?.parts[0]?.text).toContain('"Zoë"');
  });

  it("sends a mug with the shopper's photo as a third part", async () => {
    const mug: PreviewRequest = {
      kind: 'mug',
      surface: surface(mugArea, 'Classic Mug'),
      userImage: photo,
      caption: 'Best Dad Ever',
      style: 'ghibli',
    };
    await expectWebp1024((await renderer().render(mug)).image);
    const parts = sentBody().contents[0]?.parts ?? [];
    expect(parts.map((p) => p.inlineData?.mimeType ?? 'text')).toEqual(['text', 'image/png', 'image/webp']);
    expect(Buffer.from(parts[2]?.inlineData?.data ?? '', 'base64').equals(photo)).toBe(true);
    expect(parts[0]?.text).toContain('"Best Dad Ever"');
    expect(parts[0]?.text).toContain('soft watercolour anime');
  });

  it('accepts the snake_case inline_data spelling in the answer', async () => {
    fake.reply(geminiImage(resultPng, 'inline_data'));
    await expectWebp1024((await renderer().render(nameplate())).image);
  });

  const candidate = (parts: unknown[], finishReason = 'STOP') => ({
    status: 200,
    json: { candidates: [{ content: { parts }, finishReason }] },
  });
  it.each<[string, () => FakeReply, string]>([
    [
      'a blocked prompt',
      () => ({ status: 200, json: { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' } } }),
      GEMINI_MESSAGES.refused,
    ],
    ['finishReason SAFETY', () => candidate([], 'SAFETY'), GEMINI_MESSAGES.refused],
    [
      'finishReason PROHIBITED_CONTENT',
      () => candidate([{ text: 'I cannot.' }], 'PROHIBITED_CONTENT'),
      GEMINI_MESSAGES.refused,
    ],
    [
      'finishReason IMAGE_SAFETY',
      () => ({ status: 200, json: { candidates: [{ finishReason: 'IMAGE_SAFETY' }] } }),
      GEMINI_MESSAGES.refused,
    ],
    // Words instead of a picture: the model drew nothing, which a retry or a new prompt may fix.
    [
      'an answer with text only',
      () => candidate([{ text: 'Here is a description instead.' }]),
      GEMINI_MESSAGES.noImage,
    ],
    ['finishReason RECITATION', () => candidate([], 'RECITATION'), GEMINI_MESSAGES.recitation],
    ['finishReason IMAGE_RECITATION', () => candidate([], 'IMAGE_RECITATION'), GEMINI_MESSAGES.recitation],
    ['finishReason NO_IMAGE', () => candidate([{ text: 'No image.' }], 'NO_IMAGE'), GEMINI_MESSAGES.noImage],
    ['finishReason IMAGE_OTHER', () => candidate([], 'IMAGE_OTHER'), GEMINI_MESSAGES.noImage],
    [
      'an answer with only a draft (thought) image',
      () => candidate([{ thought: true, inlineData: { mimeType: 'image/png', data: resultPng.toString('base64') } }]),
      GEMINI_MESSAGES.failed,
    ],
    ['no candidates', () => ({ status: 200, json: {} }), GEMINI_MESSAGES.failed],
    [
      '400 INVALID_ARGUMENT',
      () => geminiError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.'),
      GEMINI_MESSAGES.failed,
    ],
    [
      '403 PERMISSION_DENIED',
      () => geminiError(403, 'PERMISSION_DENIED', `Key ${API_KEY} has no access.`),
      GEMINI_MESSAGES.failed,
    ],
    ['429 RESOURCE_EXHAUSTED', () => geminiError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.'), GEMINI_MESSAGES.busy],
    ['500 INTERNAL', () => geminiError(500, 'INTERNAL', 'An internal error has occurred.'), GEMINI_MESSAGES.failed],
    ['503 UNAVAILABLE', () => geminiError(503, 'UNAVAILABLE', 'The model is overloaded.'), GEMINI_MESSAGES.failed],
    ['malformed JSON', () => ({ status: 200, text: '{"candidates": [' }), GEMINI_MESSAGES.failed],
    [
      'image data that is not an image',
      () => candidate([{ inlineData: { mimeType: 'image/png', data: 'bm90IGFuIGltYWdl' } }]),
      GEMINI_MESSAGES.failed,
    ],
  ])('maps %s to a shopper-safe PreviewError', async (_label, reply, message) => {
    fake.reply(reply());
    const err = await failure(renderer().render(nameplate()));
    expect(err.message).toBe(message);
  });

  it('puts Google’s finishMessage in the logged cause, never in the shopper’s message', async () => {
    const finishMessage = 'The image resembles a protected character.';
    fake.reply({ status: 200, json: { candidates: [{ finishReason: 'IMAGE_RECITATION', finishMessage }] } });
    const err = await failure(renderer().render(nameplate()));
    expect(err.message).toBe(GEMINI_MESSAGES.recitation);
    expect(String((err.cause as Error).message)).toBe(
      `Gemini generateContent: no image: finishReason IMAGE_RECITATION, finishMessage ${JSON.stringify(finishMessage)}`,
    );
  });

  it('maps a rejected key to the generic message, keeping the detail (without the key) in the cause', async () => {
    const wrongKey = 'AIzaWRONGKEY000000000000000000000000000';
    const err = await failure(createGeminiRenderer({ apiKey: wrongKey, baseUrl: fake.baseUrl }).render(nameplate()));
    expect(err.message).toBe(GEMINI_MESSAGES.failed);
    expect(String(err.cause)).toContain('INVALID_ARGUMENT');
    expect(inspect(err, { depth: null })).not.toContain('WRONGKEY');
  });

  it('maps a network failure to the generic message', async () => {
    const closed = await startFakeGemini({ apiKey: API_KEY });
    await closed.close();
    const err = await failure(renderer({ baseUrl: closed.baseUrl }).render(nameplate()));
    expect(err.message).toBe(GEMINI_MESSAGES.failed);
  });

  it('gives up on a hanging server after its own timeout', async () => {
    fake.reply('hang');
    const started = Date.now();
    const err = await failure(renderer({ timeoutMs: 300 }).render(nameplate()));
    expect(err.message).toBe(GEMINI_MESSAGES.tooLong);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("gives up when the caller's signal fires first", async () => {
    fake.reply('hang');
    const started = Date.now();
    const err = await failure(renderer({ timeoutMs: 60_000 }).render(nameplate(), AbortSignal.timeout(300)));
    expect(err.message).toBe(GEMINI_MESSAGES.tooLong);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses to start without an API key', () => {
    expect(() => createGeminiRenderer({ apiKey: '' })).toThrow(/API key/);
  });
});
