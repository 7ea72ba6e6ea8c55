import sharp from 'sharp';
import { sniffImageFormat } from '../platform/uploads/sanitize-upload';
import { PreviewError, type RenderedPreview } from './types';

/** Shopper-safe messages shared by the AI adapters; the vendor's own wording goes into `cause`. */
export const AI_MESSAGES = {
  refused: 'Your request could not be made into a preview. Please change the text or prompt and try again.',
  busy: 'The preview service is busy. Please try again in a minute.',
  failed: 'Could not generate the preview. Please try again.',
  tooLong: 'The preview took too long. Please try again.',
} as const;

const OUTPUT_SIZE = 1024;

/** How an AI adapter is set up: the same knobs for every provider. */
export interface AiRendererOptions {
  apiKey: string;
  /** The API's root, for a proxy or a local stand-in; the provider's own by default. */
  baseUrl?: string;
  model?: string;
  fetchImpl?: typeof fetch;
  /** Our own limit, applied on top of any signal the caller passes. */
  timeoutMs?: number;
}

/**
 * Runs one call to an image API under our own timeout and the caller's signal, turning anything
 * that is not already a PreviewError into one: too long when aborted, failed otherwise.
 */
export async function callImageApi(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  call: (signal: AbortSignal) => Promise<Buffer>,
): Promise<RenderedPreview> {
  const ownTimeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, ownTimeout]) : ownTimeout;
  try {
    const bytes = await call(combined);
    const image = await sharp(bytes)
      .resize(OUTPUT_SIZE, OUTPUT_SIZE, { fit: 'cover' })
      .webp({ quality: 86 })
      .toBuffer();
    return { image, contentType: 'image/webp' };
  } catch (err) {
    if (err instanceof PreviewError) throw err;
    if (combined.aborted) throw new PreviewError(AI_MESSAGES.tooLong, { cause: combined.reason as unknown });
    throw new PreviewError(AI_MESSAGES.failed, { cause: err });
  }
}

/** The body as JSON, or undefined when it is not JSON (a proxy's HTML error page, a cut-off body). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Image APIs take PNG, JPEG and WebP; stored uploads are WebP already, anything else becomes PNG. */
export async function apiReadyImage(bytes: Buffer): Promise<{ bytes: Buffer; format: 'png' | 'jpeg' | 'webp' }> {
  const format = sniffImageFormat(bytes);
  if (format === 'png' || format === 'jpeg' || format === 'webp') return { bytes, format };
  return { bytes: await sharp(bytes).png().toBuffer(), format: 'png' };
}
