import { buildImagePrompt } from '../ai-prompt';
import { DEFAULT_OPENAI_IMAGE_MODEL } from '../../platform/config';
import { apiReadyImage, callImageApi, readJson, type AiRendererOptions } from '../ai-request';
import type { PreviewRenderer, PreviewRequest, RenderedPreview } from '../types';
import { errorForStatus, keyRedactor, readEditedImage } from './openai-wire';

/** Medium-quality GPT image edits take 20-60 s; past two minutes the shopper has given up. */
const DEFAULT_TIMEOUT_MS = 120_000;
const OUTPUT_SIZE = 1024;

/**
 * Previews through OpenAI's Image Edit endpoint: the product photo (and, for a mug, the shopper's
 * photo) plus our instruction go in as multipart form data, one edited 1024 image comes back.
 * https://platform.openai.com/docs/api-reference/images/createEdit
 */
export function createOpenAiRenderer(options: AiRendererOptions): PreviewRenderer {
  const { apiKey, model = DEFAULT_OPENAI_IMAGE_MODEL, fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (!apiKey) throw new Error('The OpenAI preview renderer needs an API key (OPENAI_API_KEY)');
  const endpoint = `${(options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/images/edits`;
  const redact = keyRedactor(apiKey);

  function render(request: PreviewRequest, signal?: AbortSignal): Promise<RenderedPreview> {
    return callImageApi(timeoutMs, signal, async (combined) => {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}` },
        body: await editForm(request, model),
        signal: combined,
      });
      const body = await readJson(response);
      if (!response.ok) throw errorForStatus(response.status, body, redact);
      return Buffer.from(readEditedImage(body), 'base64');
    });
  }

  return { name: 'openai', render };
}

/** The edit's fields besides the images; names and values are checked against the SDK's ImageEditParams. */
export function editFields(request: PreviewRequest, model: string) {
  return {
    model,
    prompt: buildImagePrompt(request),
    size: `${OUTPUT_SIZE}x${OUTPUT_SIZE}` as const,
    quality: 'medium' as const,
    n: 1,
    // WebP comes back a fraction of PNG's size; we re-encode it anyway.
    output_format: 'webp' as const,
  };
}

async function editForm(request: PreviewRequest, model: string): Promise<FormData> {
  const form = new FormData();
  const { prompt, size, quality, n, output_format } = editFields(request, model);
  form.append('model', model);
  form.append('prompt', prompt);
  // The product goes first: the prompt calls it "the first image" and the shopper's photo "the second".
  form.append('image[]', ...(await imageFile(request.surface.image, 'product')));
  if (request.kind === 'mug') form.append('image[]', ...(await imageFile(request.userImage, 'photo')));
  form.append('size', size);
  form.append('quality', quality);
  form.append('n', String(n));
  form.append('output_format', output_format);
  return form;
}

/**
 * A multipart file part with a truthful type: OpenAI rejects parts it cannot type, and takes
 * only PNG, JPEG and WebP. Stored uploads are WebP already; anything else is converted to PNG.
 */
async function imageFile(input: Buffer, name: string): Promise<[Blob, string]> {
  const { bytes, format } = await apiReadyImage(input);
  return [new Blob([new Uint8Array(bytes)], { type: `image/${format}` }), `${name}.${format}`];
}
