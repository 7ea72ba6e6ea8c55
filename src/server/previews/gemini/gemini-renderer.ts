import { buildImagePrompt } from '../ai-prompt';
import { DEFAULT_GEMINI_IMAGE_MODEL } from '../../platform/config';
import { apiReadyImage, callImageApi, readJson, type AiRendererOptions } from '../ai-request';
import type { PreviewRenderer, PreviewRequest, RenderedPreview } from '../types';
import { errorForStatus, keyRedactor, readGeneratedImage } from './gemini-wire';

/** Flash image edits usually answer in 5-20 s; past two minutes the shopper has given up. */
const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * Previews through Gemini's generateContent: our instruction, the product photo and (for a mug)
 * the shopper's photo go in as parts; the first image part of the answer is the preview.
 * https://ai.google.dev/gemini-api/docs/image-generation
 */
export function createGeminiRenderer(options: AiRendererOptions): PreviewRenderer {
  const { apiKey, model = DEFAULT_GEMINI_IMAGE_MODEL, fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (!apiKey) throw new Error('The Gemini preview renderer needs an API key (GEMINI_API_KEY)');
  const baseUrl = (options.baseUrl ?? 'https://generativelanguage.googleapis.com/v1beta').replace(/\/+$/, '');
  const endpoint = `${baseUrl}/models/${encodeURIComponent(model)}:generateContent`;
  const redact = keyRedactor(apiKey);

  function render(request: PreviewRequest, signal?: AbortSignal): Promise<RenderedPreview> {
    return callImageApi(timeoutMs, signal, async (combined) => {
      // The key goes in a header, never the URL, so it cannot leak through a logged URL.
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'x-goog-api-key': apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(await requestBody(request)),
        signal: combined,
      });
      const body = await readJson(response);
      if (!response.ok) throw errorForStatus(response.status, body, redact);
      return Buffer.from(readGeneratedImage(body), 'base64');
    });
  }

  return { name: 'gemini', render };
}

/** The REST body; its field names are checked against @google/genai's types (ai-sdk-types.check.ts). */
export async function requestBody(request: PreviewRequest): Promise<GeminiRequestBody> {
  // The product goes first: the prompt calls it "the first image" and the shopper's photo "the second".
  const parts: GeminiPart[] = [{ text: buildImagePrompt(request) }, await inlineImage(request.surface.image)];
  if (request.kind === 'mug') parts.push(await inlineImage(request.userImage));
  return {
    contents: [{ role: 'user', parts }],
    generationConfig: { responseModalities: ['TEXT', 'IMAGE'] },
  };
}

export type GeminiPart = { text: string } | { inlineData: { mimeType: string; data: string } };
export interface GeminiRequestBody {
  contents: Array<{ role: 'user'; parts: GeminiPart[] }>;
  generationConfig: { responseModalities: Array<'TEXT' | 'IMAGE'> };
}

/** Gemini takes PNG, JPEG and WebP inline; stored uploads are WebP already, anything else becomes PNG. */
async function inlineImage(input: Buffer): Promise<GeminiPart> {
  const { bytes, format } = await apiReadyImage(input);
  return { inlineData: { mimeType: `image/${format}`, data: bytes.toString('base64') } };
}
