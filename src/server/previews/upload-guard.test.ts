import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import errorHandler from '../http/plugins/error-handler';
import { LimiterFullError, RenderLimiter } from './render-limiter';
import { zeroPng } from './testing/zero-png';
import { createUploadSanitizer, UPLOAD_MAX_ASPECT } from './upload-guard';

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c47a4a' } })
    .jpeg()
    .toBuffer();

describe('uploads: refused by their header, decoded within a bound', () => {
  it("refuses the probe's 1 x 39,000,000 PNG by its shape, without decoding it", async () => {
    const sanitize = createUploadSanitizer(new RenderLimiter(1, 1));
    const strip = zeroPng(1, 39_000_000);
    const started = Date.now();
    const err = await sanitize(strip).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'invalid_input' });
    expect((err as Error).message).toContain(`${UPLOAD_MAX_ASPECT}:1`);
  });

  it('refuses too many pixels from the header, before decoding', async () => {
    const sanitize = createUploadSanitizer(new RenderLimiter(1, 1));
    const large = zeroPng(12_000, 12_000);
    const started = Date.now();
    const err = await sanitize(large).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(err).toMatchObject({ code: 'too_large', message: expect.stringContaining('40 megapixels') as unknown });
  });

  it('decodes through the limiter and answers busy with Retry-After when it is full', async () => {
    const limiter = new RenderLimiter(1, 0);
    const sanitize = createUploadSanitizer(limiter);
    let release = () => undefined as void;
    const blocker = limiter.run(() => new Promise<void>((done) => (release = done)));
    const err = await sanitize(await photo()).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'busy', retryAfterSeconds: expect.any(Number) as unknown });
    expect((err as Error).message).toContain('photos');
    release();
    await blocker;
    const ok = await sanitize(await photo());
    expect(ok.width).toBe(800);
  });

  it('sends Retry-After with every 503 for a full limiter', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/full', async () => {
      throw new LimiterFullError();
    });
    const res = await app.inject({ method: 'GET', url: '/full' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error).toContain('Too many previews');
    await app.close();
  });
});
