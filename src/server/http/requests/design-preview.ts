import type { FastifyInstance } from 'fastify';
import { objectKeyOf } from '../../../contracts/own-urls';
import type { PersonalisationDesign } from '../../../contracts/personalisation-design';
import { EMPTY_PREVIEW_MESSAGE, previewJobSchema, type PreviewJob } from '../../../contracts/previews';
import type { Language } from '../../../contracts/language';
import { existingOwnImage } from '../../commerce/line-attributes';
import { checkedValues } from '../../personalisation/cart-line';
import { designPieceInput } from '../../pieces/design-layout';
import { DomainError } from '../../platform/errors';

type DesignPreviewRequest = {
  imageKey: string;
  design: PersonalisationDesign;
  fields: Readonly<Record<string, string>>;
  language: Language;
  prompt?: string;
};

/**
 * Issue 41: the preview job for a design's values on a catalogue image, for the shopper's sheet (a
 * stored version), the studio's editor (the design being edited) and a saved design link alike:
 * the values checked as a cart line's are (the same message at the same field), placed by the
 * shared layout, never by anything the browser says about slots. Returns the checked values too.
 */
export async function designPreviewJobOf(
  app: FastifyInstance,
  request: DesignPreviewRequest,
): Promise<{ job: PreviewJob; values: Record<string, string> }> {
  const values = await checkedValues(request.design, request.fields, {
    language: request.language,
    uploadedPhoto: (url) => existingOwnImage(url, 'upload', app),
  });
  const { photoUrl, ...piece } = designPieceInput(request.design, values, request.prompt);
  const userImageKey = photoUrl ? objectKeyOf(photoUrl, 'uploads') : null;
  if (!piece.texts.length && !userImageKey && !piece.prompt)
    throw new DomainError('invalid_input', EMPTY_PREVIEW_MESSAGE);
  const job = previewJobSchema.parse({
    kind: 'design',
    imageKey: request.imageKey,
    ...piece,
    ...(userImageKey ? { userImageKey } : {}),
  });
  return { job, values };
}

/** A design preview job drawn by the preview renderers; a renderer's failure is logged with its cause. */
export async function drawPreviewJob(
  app: FastifyInstance,
  job: PreviewJob,
): Promise<{ success: true; imageUrl: string; notice?: string }> {
  try {
    const { imageUrl, notice } = await app.previews.preview(job);
    return { success: true, imageUrl, ...(notice ? { notice } : {}) };
  } catch (err) {
    if (err instanceof DomainError && err.code !== 'upstream_failed') throw err;
    app.log.error({ err, kind: job.kind }, 'preview failed');
    throw err instanceof DomainError
      ? err
      : new DomainError('upstream_failed', 'Failed to generate preview', { cause: err });
  }
}

/** The job worked out and drawn: what the studio's editor shows. */
export async function drawDesignPreview(app: FastifyInstance, request: DesignPreviewRequest) {
  return drawPreviewJob(app, (await designPreviewJobOf(app, request)).job);
}
