import * as z from 'zod';
import { AI_MESSAGES } from '../ai-request';
import { PreviewError } from '../types';

/** Shopper-safe messages; Google's own wording goes into `cause`, for the log only. */
export const GEMINI_MESSAGES = {
  ...AI_MESSAGES,
  /** RECITATION / IMAGE_RECITATION: the drawing came out too close to existing work. */
  recitation: 'This design came out too close to existing artwork. Please change the prompt or style and try again.',
  /** NO_IMAGE / IMAGE_OTHER or an answer in words only: the model drew nothing this time. */
  noImage: 'The preview could not be drawn this time. Please try again, or change the prompt a little.',
} as const;

/** REST answers use camelCase, but the API accepts and some proxies echo snake_case; take both. */
const blobSchema = z.object({ mimeType: z.string().optional(), mime_type: z.string().optional(), data: z.string() });
const partSchema = z.object({
  text: z.string().optional(),
  /** Thinking models may send draft images marked as thoughts; those are not the answer. */
  thought: z.boolean().optional(),
  inlineData: blobSchema.optional(),
  inline_data: blobSchema.optional(),
});
const generateContentSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z.object({ parts: z.array(partSchema).optional() }).optional(),
        finishReason: z.string().optional(),
        /** Google's own words on why it stopped: for the log, never the shopper. */
        finishMessage: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});

const errorBodySchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }),
});

/** Finish reasons that mean "the model refused", as opposed to "it just drew nothing". */
export const REFUSED_FINISH_REASONS = [
  'SAFETY',
  'PROHIBITED_CONTENT',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
] as const;
/** The output was too close to existing (possibly copyrighted) material. */
export const RECITATION_FINISH_REASONS = ['RECITATION', 'IMAGE_RECITATION'] as const;
/** The model stopped without an image and without refusing. */
export const NO_IMAGE_FINISH_REASONS = ['NO_IMAGE', 'IMAGE_OTHER'] as const;

const isIn = (list: readonly string[]) => (reason: string | undefined) => !!reason && list.includes(reason);

/** The base64 data of the first image part, or a PreviewError saying why there is none. */
export function readGeneratedImage(body: unknown): string {
  const parsed = generateContentSchema.safeParse(body);
  if (!parsed.success) throw failed('Gemini generateContent: unexpected response shape');
  const { candidates = [], promptFeedback } = parsed.data;
  if (promptFeedback?.blockReason) throw refused(`prompt blocked: ${promptFeedback.blockReason}`);
  const why = (c: (typeof candidates)[number]) =>
    `finishReason ${c.finishReason ?? '-'}, finishMessage ${JSON.stringify(c.finishMessage ?? null)}`;
  const refusal = candidates.find((c) => isIn(REFUSED_FINISH_REASONS)(c.finishReason));
  if (refusal) throw refused(why(refusal));
  for (const candidate of candidates) {
    for (const part of candidate.content?.parts ?? []) {
      const image = part.inlineData ?? part.inline_data;
      if (image?.data && !part.thought) return image.data;
    }
  }
  const recited = candidates.find((c) => isIn(RECITATION_FINISH_REASONS)(c.finishReason));
  if (recited) throw withMessage(GEMINI_MESSAGES.recitation, `no image: ${why(recited)}`);
  const text = candidates
    .flatMap((c) => c.content?.parts ?? [])
    .map((p) => (p.thought ? '' : (p.text ?? '')))
    .join(' ')
    .trim();
  const first = candidates[0];
  const detail = `no image part (${first ? why(first) : 'no candidates'}${text ? `, text ${JSON.stringify(text.slice(0, 300))}` : ''})`;
  // NO_IMAGE, IMAGE_OTHER and an answer in words only are all "drew nothing": the shopper may retry.
  if (candidates.some((c) => isIn(NO_IMAGE_FINISH_REASONS)(c.finishReason)) || text)
    throw withMessage(GEMINI_MESSAGES.noImage, detail);
  throw failed(`Gemini generateContent: ${detail}`);
}

function withMessage(message: string, detail: string): PreviewError {
  return new PreviewError(message, { cause: new Error(`Gemini generateContent: ${detail}`) });
}

/** Maps a non-2xx answer; only quota exhaustion says anything beyond "try again". */
export function errorForStatus(status: number, body: unknown, redact: (text: string) => string): PreviewError {
  const parsed = errorBodySchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const cause = new Error(
    redact(`Gemini generateContent ${status} ${error?.status ?? '-'}: ${error?.message ?? 'no error body'}`),
  );
  if (status === 429) return new PreviewError(GEMINI_MESSAGES.busy, { cause });
  return new PreviewError(GEMINI_MESSAGES.failed, { cause });
}

/** Removes the key, and anything shaped like a Google API key, from text headed for a log. */
export function keyRedactor(apiKey: string): (text: string) => string {
  return (text) => (apiKey ? text.split(apiKey).join('[redacted]') : text).replace(/AIza[\w-]{20,}/g, 'AIza[redacted]');
}

function refused(detail: string): PreviewError {
  return new PreviewError(GEMINI_MESSAGES.refused, { cause: new Error(`Gemini generateContent: ${detail}`) });
}

function failed(detail: string): PreviewError {
  return new PreviewError(GEMINI_MESSAGES.failed, { cause: new Error(detail) });
}
