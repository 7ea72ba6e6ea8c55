import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contracts/errors';
import { LIMITS } from '../../contracts/limits';
import {
  genericPreviewRequestSchema,
  kidsPreviewRequestSchema,
  mugPreviewRequestSchema,
  nameplatePreviewRequestSchema,
  previewResponseSchema,
  uploadUserImageRequestSchema,
  uploadUserImageResponseSchema,
} from '../../contracts/previews';
import { DomainError } from '../errors';
import type { PreviewJob } from '../previews/preview-jobs';
import { decodeBase64Image } from '../previews/sanitize-upload';

const failures = {
  400: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};
const EMPTY_MESSAGE = 'Please enter some customization details or a prompt to generate a preview.';
// base64 is 4/3 of the bytes, plus the JSON around it.
const UPLOAD_BODY_LIMIT = Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024;

/**
 * The preview calls. The product image must be one of our catalogue images and the photo one of
 * our uploads: the server reads its own files and never fetches a URL the browser chose.
 */
export default async function previewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const imageKeyOf = (url: string) => {
    const image = app.catalog.findImageByUrl(url);
    if (!image) throw new DomainError('invalid_input', 'productImageUrl must be one of our product images');
    return image.key;
  };

  /** Runs a job; a renderer failure becomes the spec's internal message for that call. */
  const render = async (job: PreviewJob, failureMessage: string) => {
    try {
      const { imageUrl } = await app.previews.preview(job);
      return { success: true, imageUrl };
    } catch (err) {
      if (err instanceof DomainError && err.code !== 'upstream_failed') throw err;
      app.log.error({ err, kind: job.kind }, 'preview failed');
      // A renderer's own PreviewError is written for the shopper (the mug flow shows it as is).
      throw err instanceof DomainError ? err : new DomainError('upstream_failed', failureMessage, { cause: err });
    }
  };

  const storeUpload = async (base64: string) => {
    const { body } = await app.uploads.sanitize(decodeBase64Image(base64));
    const key = `uploads/${randomBytes(16).toString('base64url')}.webp`;
    await app.objectStore.put(key, body, 'image/webp');
    return key;
  };

  r.post(
    '/api/products/customize/nameplate',
    {
      onRequest: app.shopperLimits.costly,
      schema: { body: nameplatePreviewRequestSchema, response: { 200: previewResponseSchema, ...failures } },
    },
    async (req) => {
      const { name, houseNumber, productImageUrl, prompt, font, color } = req.body;
      if (!name.trim() && !houseNumber.trim() && !prompt) throw new DomainError('invalid_input', EMPTY_MESSAGE);
      return render(
        {
          kind: 'nameplate',
          imageKey: imageKeyOf(productImageUrl),
          name: name.trim(),
          houseNumber: houseNumber.trim(),
          prompt,
          font,
          color,
        },
        'Failed to generate nameplate preview',
      );
    },
  );

  r.post(
    '/api/products/customize/kids',
    {
      onRequest: app.shopperLimits.costly,
      schema: { body: kidsPreviewRequestSchema, response: { 200: previewResponseSchema, ...failures } },
    },
    async (req) => {
      const { childName, productImageUrl, prompt, font, color } = req.body;
      if (!childName.trim() && !prompt) throw new DomainError('invalid_input', EMPTY_MESSAGE);
      return render(
        { kind: 'kids', imageKey: imageKeyOf(productImageUrl), childName: childName.trim(), prompt, font, color },
        'Failed to generate kids product preview',
      );
    },
  );

  r.post(
    '/api/products/customize/generic',
    {
      onRequest: app.shopperLimits.costly,
      schema: { body: genericPreviewRequestSchema, response: { 200: previewResponseSchema, ...failures } },
    },
    async (req) => {
      const { text, productImageUrl, prompt, font, color } = req.body;
      if (!text.trim() && !prompt) throw new DomainError('invalid_input', EMPTY_MESSAGE);
      return render(
        { kind: 'generic', imageKey: imageKeyOf(productImageUrl), text: text.trim(), prompt, font, color },
        'Failed to generate preview',
      );
    },
  );

  r.post(
    '/api/products/upload-user-image',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: app.shopperLimits.costly,
      schema: { body: uploadUserImageRequestSchema, response: { 200: uploadUserImageResponseSchema, ...failures } },
    },
    async (req) => {
      const key = await storeUpload(req.body.imageBase64);
      return { success: true, imageUrl: `/objects/${key}` };
    },
  );

  r.post(
    '/api/products/customize/mug',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: app.shopperLimits.costly,
      schema: { body: mugPreviewRequestSchema, response: { 200: previewResponseSchema, ...failures } },
    },
    async (req) => {
      const { productImageUrl, userImageBase64, userImageUrl, caption, caricatureStyle, prompt } = req.body;
      const imageKey = imageKeyOf(productImageUrl);
      let userImageKey: string;
      if (userImageUrl) {
        const match = /^(?:https?:\/\/[^/]+)?\/objects\/(uploads\/[A-Za-z0-9_-]{8,128}\.webp)(?:[?#].*)?$/.exec(
          userImageUrl,
        );
        if (!match?.[1]) throw new DomainError('invalid_input', 'userImageUrl must be a photo uploaded to this store');
        userImageKey = match[1];
      } else if (userImageBase64) {
        userImageKey = await storeUpload(userImageBase64);
      } else {
        throw new DomainError('invalid_input', 'Please upload an image first');
      }
      return render(
        {
          kind: 'mug',
          imageKey,
          userImageKey,
          caption: caption.trim() || 'Custom Mug',
          style: caricatureStyle,
          prompt,
        },
        'Failed to generate mug preview',
      );
    },
  );
}
