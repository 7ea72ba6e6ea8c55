import { inspect } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boardArea, expectPreviewFailure, expectWebp1024, mugWrapArea } from '../testing/renderer-test-kit';
import type { PrintArea } from '../../../contracts/print-area';
import type { PreviewRequest, ProductSurface } from '../types';
import {
  type FakeOpenAi,
  type FakeReply,
  fakePng,
  openAiError,
  openAiSuccess,
  startFakeOpenAi,
} from './testing/fake-openai-server';
import { createOpenAiRenderer } from './openai-renderer';
import { OPENAI_MESSAGES } from './openai-wire';

const API_KEY = 'sk-test-0123456789abcdefSECRET';
const board = boardArea('teak');
const mugArea = mugWrapArea;

let fake: FakeOpenAi;
let surface: (printArea: PrintArea, productTitle: string) => ProductSurface;
let photo: Buffer;
let nameplate: PreviewRequest;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: API_KEY });
  const productImage = await fakePng('#8a5a3b');
  surface = (printArea, productTitle) => ({ image: productImage, printArea, productTitle });
  // Stored uploads are WebP (see sanitize-upload), so that is what a mug request carries.
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } })
    .webp()
    .toBuffer();
  nameplate = {
    kind: 'nameplate',
    surface: surface(board, 'Teak House Name Board'),
    name: 'Rose Villa',
    houseNumber: '42A',
  };
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.received.length = 0;
  fake.reply(openAiSuccess(await fakePng('#fafafa')));
});

const renderer = (overrides: Partial<Parameters<typeof createOpenAiRenderer>[0]> = {}) =>
  createOpenAiRenderer({ apiKey: API_KEY, baseUrl: fake.baseUrl, ...overrides });

const failure = (promise: Promise<unknown>) => expectPreviewFailure(promise, API_KEY);

describe('OpenAI renderer', () => {
  it('sends a nameplate as one product image with the documented fields and returns a 1024 WebP', async () => {
    const result = await renderer().render(nameplate);
    expect(result.contentType).toBe('image/webp');
    await expectWebp1024(result.image);

    const [edit] = fake.received;
    expect(fake.received).toHaveLength(1);
    expect(edit?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(edit?.fields).toMatchObject({
      model: 'gpt-image-1.5',
      size: '1024x1024',
      quality: 'medium',
      n: '1',
      output_format: 'webp',
    });
    expect(edit?.fields.prompt).toContain('"Rose Villa"');
    expect(edit?.fields.prompt).toContain('"42A"');
    expect(edit?.images.map((i) => i.type)).toEqual(['image/png']);
  });

  it('sends a kids plate with the child name verbatim', async () => {
    const result = await renderer({ model: 'gpt-image-1-mini' }).render({
      kind: 'kids',
      surface: surface(board, 'Kids Name Plate'),
      childName: 'Zoë',
    });
    await expectWebp1024(result.image);
    expect(fake.received[0]?.fields.model).toBe('gpt-image-1-mini');
    expect(fake.received[0]?.fields.prompt).toContain('"Zoë"');
    expect(fake.received[0]?.images).toHaveLength(1);
  });

  it("sends a mug with the shopper's photo as a second image", async () => {
    const mug: PreviewRequest = {
      kind: 'mug',
      surface: surface(mugArea, 'Classic Mug'),
      userImage: photo,
      caption: 'Best Dad Ever',
      style: 'pixar',
    };
    await expectWebp1024((await renderer().render(mug)).image);
    const edit = fake.received[0];
    expect(edit?.images.map((i) => i.type)).toEqual(['image/png', 'image/webp']);
    expect(edit?.images[1]?.bytes.equals(photo)).toBe(true);
    expect(edit?.fields.prompt).toContain('"Best Dad Ever"');
    expect(edit?.fields.prompt).toContain('3D animated render');
  });

  it.each<[string, FakeReply, string]>([
    [
      'moderation_blocked',
      openAiError(400, {
        message: 'Your request was rejected by the safety system.',
        type: 'image_generation_user_error',
        code: 'moderation_blocked',
      }),
      OPENAI_MESSAGES.refused,
    ],
    [
      'a user error',
      openAiError(400, { message: 'Bad prompt.', type: 'image_generation_user_error', code: null }),
      OPENAI_MESSAGES.refused,
    ],
    [
      'any other 400',
      openAiError(400, { message: "Invalid value: 'x'.", type: 'invalid_request_error', code: 'invalid_value' }),
      OPENAI_MESSAGES.failed,
    ],
    [
      '403',
      openAiError(403, {
        message: `Project does not have access to model. Key ${API_KEY}`,
        type: 'invalid_request_error',
        code: null,
      }),
      OPENAI_MESSAGES.failed,
    ],
    [
      '429',
      openAiError(429, { message: 'Rate limit reached.', type: 'requests', code: 'rate_limit_exceeded' }),
      OPENAI_MESSAGES.busy,
    ],
    [
      '500',
      openAiError(500, { message: 'The server had an error.', type: 'server_error', code: null }),
      OPENAI_MESSAGES.failed,
    ],
    ['a 502 HTML page', { status: 502, text: '<html>Bad gateway</html>' }, OPENAI_MESSAGES.failed],
    ['malformed JSON', { status: 200, text: '{"data": [' }, OPENAI_MESSAGES.failed],
    [
      'no b64_json',
      { status: 200, json: { created: 1, data: [{ url: 'https://example.com/x.png' }] } },
      OPENAI_MESSAGES.failed,
    ],
    [
      'b64_json that is not an image',
      { status: 200, json: { created: 1, data: [{ b64_json: 'bm90IGFuIGltYWdl' }] } },
      OPENAI_MESSAGES.failed,
    ],
  ])('maps %s to a shopper-safe PreviewError', async (_label, reply, message) => {
    fake.reply(reply);
    const err = await failure(renderer().render(nameplate));
    expect(err.message).toBe(message);
  });

  it('maps a rejected key to a generic message, keeping the detail (without the key) in the cause', async () => {
    const wrongKey = 'sk-proj-WRONGKEY0000000000000000';
    const err = await failure(createOpenAiRenderer({ apiKey: wrongKey, baseUrl: fake.baseUrl }).render(nameplate));
    expect(err.message).toBe(OPENAI_MESSAGES.failed);
    expect(String(err.cause)).toContain('401');
    expect(String(err.cause)).toContain('invalid_api_key');
    expect(inspect(err, { depth: null })).not.toContain('WRONGKEY');
  });

  it('maps a network failure to the generic message', async () => {
    const closed = await startFakeOpenAi({ apiKey: API_KEY });
    await closed.close();
    const err = await failure(renderer({ baseUrl: closed.baseUrl }).render(nameplate));
    expect(err.message).toBe(OPENAI_MESSAGES.failed);
  });

  it('gives up on a hanging server after its own timeout', async () => {
    fake.reply('hang');
    const started = Date.now();
    const err = await failure(renderer({ timeoutMs: 300 }).render(nameplate));
    expect(err.message).toBe(OPENAI_MESSAGES.tooLong);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("gives up when the caller's signal fires first", async () => {
    fake.reply('hang');
    const started = Date.now();
    const err = await failure(renderer({ timeoutMs: 60_000 }).render(nameplate, AbortSignal.timeout(300)));
    expect(err.message).toBe(OPENAI_MESSAGES.tooLong);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses to start without an API key', () => {
    expect(() => createOpenAiRenderer({ apiKey: '' })).toThrow(/API key/);
  });
});
