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

type ImageAnswer = z.ZodMiniType<{ success: boolean; imageUrl?: string | undefined; error?: string | undefined }>;

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
  let answer: z.output<ImageAnswer>;
  try {
    answer = await sendJson('POST', url, body, schema, signal);
  } catch (err) {
    if (err instanceof ApiError) throw new PreviewError(serverMessage(err) ?? messages.failed);
    throw err;
  }
  if (!answer.success) throw new PreviewError(answer.error || messages.failed);
  if (!answer.imageUrl) throw new PreviewError(messages.noUrl ?? messages.failed);
  return answer.imageUrl;
}
