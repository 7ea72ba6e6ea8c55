import * as z from 'zod';
import { AI_MESSAGES } from '../ai-request';
import { PreviewError } from '../types';

/** Shopper-safe messages; the vendor's own wording goes into `cause`, for the log only. */
export const OPENAI_MESSAGES = AI_MESSAGES;

/** `POST /images/edits` answer; GPT image models always return base64, never a URL. */
const editResponseSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});

const errorBodySchema = z.object({
  error: z.object({
    message: z.string().nullish(),
    type: z.string().nullish(),
    code: z.string().nullish(),
  }),
});

/** The base64 image of a successful edit, or a PreviewError when the body is not what the API documents. */
export function readEditedImage(body: unknown): string {
  const parsed = editResponseSchema.safeParse(body);
  const first = parsed.success ? parsed.data.data[0] : undefined;
  if (!first)
    throw new PreviewError(OPENAI_MESSAGES.failed, {
      cause: new Error('OpenAI images/edits: response without data[0].b64_json'),
    });
  return first.b64_json;
}

/**
 * Maps a non-2xx answer to a shopper message. A 400 is the shopper's fault only when OpenAI says
 * so (moderation or a user error); any other 400 is ours, so the shopper just sees "try again".
 */
export function errorForStatus(status: number, body: unknown, redact: (text: string) => string): PreviewError {
  const parsed = errorBodySchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const cause = new Error(
    redact(
      `OpenAI images/edits ${status} ${error?.type ?? '-'}/${error?.code ?? '-'}: ${error?.message ?? 'no error body'}`,
    ),
  );
  if (status === 400 && (error?.code === 'moderation_blocked' || error?.type === 'image_generation_user_error')) {
    return new PreviewError(OPENAI_MESSAGES.refused, { cause });
  }
  if (status === 429) return new PreviewError(OPENAI_MESSAGES.busy, { cause });
  return new PreviewError(OPENAI_MESSAGES.failed, { cause });
}

/**
 * Removes the key from text headed for a log. OpenAI's 401 message echoes a masked key
 * ("sk-proj-****abcd"), so anything shaped like a key goes too, not just our exact key.
 */
export function keyRedactor(apiKey: string): (text: string) => string {
  return (text) => (apiKey ? text.split(apiKey).join('[redacted]') : text).replace(/\bsk-[\w*-]+/g, 'sk-[redacted]');
}
