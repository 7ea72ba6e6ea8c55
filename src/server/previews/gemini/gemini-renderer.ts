import sharp from 'sharp';
import { buildImagePrompt } from '../ai-prompt';
import { sniffImageFormat } from '../sanitize-upload';
import { PreviewError, type PreviewRenderer, type PreviewRequest, type RenderedPreview } from '../types';
import { GEMINI_MESSAGES, errorForStatus, keyRedactor, readGeneratedImage } from './gemini-wire';

export interface GeminiRendererOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  fetchImpl?: typeof fetch;
  /** Our own limit, applied on top of any signal the caller passes. */
  timeoutMs?: number;
}

/** Flash image edits usually answer in 5-20 s; past two minutes the shopper has given up. */
const DEFAULT_TIMEOUT_MS = 120_000;
const OUTPUT_SIZE = 1024;

/**
 * Previews through Gemini's generateContent: our instruction, the product photo and (for a mug)
 * the shopper's photo go in as parts; the first image part of the answer is the preview.
 * https://ai.google.dev/gemini-api/docs/image-generation
 */
export function createGeminiRenderer(options: GeminiRendererOptions): PreviewRenderer {
  const { apiKey, model = 'gemini-2.5-flash-image', fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (!apiKey) throw new Error('The Gemini preview renderer needs an API key (GEMINI_API_KEY)');
  const baseUrl = (options.baseUrl ?? 'https://generativelanguage.googleapis.com/v1beta').replace(/\/+$/, '');
  const endpoint = `${baseUrl}/models/${encodeURIComponent(model)}:generateContent`;
  const redact = keyRedactor(apiKey);

  async function render(request: PreviewRequest, signal?: AbortSignal): Promise<RenderedPreview> {
    const ownTimeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, ownTimeout]) : ownTimeout;
    try {
      // The key goes in a header, never the URL, so it cannot leak through a logged URL.
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'x-goog-api-key': apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(await requestBody(request)),
        signal: combined,
      });
      const body = await readJson(response);
      if (!response.ok) throw errorForStatus(response.status, body, redact);
      return { image: await toWebp(Buffer.from(readGeneratedImage(body), 'base64')), contentType: 'image/webp' };
    } catch (err) {
      if (err instanceof PreviewError) throw err;
      if (combined.aborted) throw new PreviewError(GEMINI_MESSAGES.tooLong, { cause: combined.reason as unknown });
      throw new PreviewError(GEMINI_MESSAGES.failed, { cause: err });
    }
  }

  return { name: 'gemini', render };
}

async function requestBody(request: PreviewRequest) {
  // The product goes first: the prompt calls it "the first image" and the shopper's photo "the second".
  const parts = [{ text: buildImagePrompt(request) }, await inlineImage(request.surface.image)];
  if (request.kind === 'mug') parts.push(await inlineImage(request.userImage));
  return {
    contents: [{ role: 'user', parts }],
    generationConfig: { responseModalities: ['TEXT', 'IMAGE'] },
  };
}

/** Gemini takes PNG, JPEG and WebP inline; stored uploads are WebP already, anything else becomes PNG. */
async function inlineImage(bytes: Buffer): Promise<{ inline_data: { mime_type: string; data: string } }> {
  const format = sniffImageFormat(bytes);
  const usable = format === 'png' || format === 'jpeg' || format === 'webp';
  const data = usable ? bytes : await sharp(bytes).png().toBuffer();
  return { inline_data: { mime_type: `image/${usable ? format : 'png'}`, data: data.toString('base64') } };
}

/** The body as JSON, or undefined when it is not JSON (a proxy's HTML error page, a cut-off body). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).resize(OUTPUT_SIZE, OUTPUT_SIZE, { fit: 'cover' }).webp({ quality: 86 }).toBuffer();
}
