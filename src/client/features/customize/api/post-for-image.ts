import type * as z from 'zod/mini';
import { ApiError, sendJson } from '../../../lib/api-client';

/** A preview or upload call that failed; the message is fit to show (the server's own, or ours). */
export class PreviewError extends Error {
  override name = 'PreviewError';
}

function serverMessage(err: ApiError): string | null {
  try {
    const parsed = JSON.parse(err.body) as { error?: unknown };
    return typeof parsed.error === 'string' && parsed.error ? parsed.error : null;
  } catch {
    return null;
  }
}

type ImageAnswer = z.ZodMiniType<{
  success: boolean;
  imageUrl?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
}>;

/** A generated image and, when the server has one, a word for the shopper about it. */
export interface ImageResult {
  imageUrl: string;
  notice?: string;
}

/**
 * POSTs and returns the answer's imageUrl. Every call that yields an image has the same
 * { success, imageUrl, error } answer, so they share this; a network failure or an abort is
 * passed on as it is.
 */
export async function postForImage(
  url: string,
  body: unknown,
  schema: ImageAnswer,
  messages: { failed: string; noUrl?: string },
  signal?: AbortSignal,
): Promise<string> {
  return (await postForImageResult(url, body, schema, messages, signal)).imageUrl;
}

/** postForImage, keeping the answer's notice (the mug preview's "works best with a clear face"). */
export async function postForImageResult(
  url: string,
  body: unknown,
  schema: ImageAnswer,
  messages: { failed: string; noUrl?: string },
  signal?: AbortSignal,
): Promise<ImageResult> {
  let answer: z.output<ImageAnswer>;
  try {
    answer = await sendJson('POST', url, body, schema, signal);
  } catch (err) {
    if (err instanceof ApiError) throw new PreviewError(serverMessage(err) ?? messages.failed);
    throw err;
  }
  if (!answer.success) throw new PreviewError(answer.error || messages.failed);
  if (!answer.imageUrl) throw new PreviewError(messages.noUrl ?? messages.failed);
  return answer.notice ? { imageUrl: answer.imageUrl, notice: answer.notice } : { imageUrl: answer.imageUrl };
}
