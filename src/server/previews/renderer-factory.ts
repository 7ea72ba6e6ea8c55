import type { AppConfig } from '../platform/config';
import { createCompositorRenderer } from './compositor';
import { createGeminiRenderer } from './gemini/gemini-renderer';
import { createOpenAiRenderer } from './openai/openai-renderer';
import type { PreviewRenderer } from './types';

/**
 * The renderer named by PREVIEW_PROVIDER and the fallback used when it fails. The compositor
 * needs nothing but this machine, so it is both the default and the fallback for AI providers.
 */
export function createRenderers(config: AppConfig): { renderer: PreviewRenderer; fallback?: PreviewRenderer } {
  const compositor = createCompositorRenderer();
  switch (config.PREVIEW_PROVIDER) {
    case 'compositor':
      return { renderer: compositor };
    case 'openai':
      return {
        renderer: createOpenAiRenderer({
          apiKey: config.OPENAI_API_KEY ?? '',
          baseUrl: config.OPENAI_BASE_URL,
          model: config.OPENAI_IMAGE_MODEL,
          timeoutMs: config.PREVIEW_TIMEOUT_MS,
        }),
        fallback: compositor,
      };
    case 'gemini':
      return {
        renderer: createGeminiRenderer({
          apiKey: config.GEMINI_API_KEY ?? '',
          baseUrl: config.GEMINI_BASE_URL,
          model: config.GEMINI_IMAGE_MODEL,
          timeoutMs: config.PREVIEW_TIMEOUT_MS,
        }),
        fallback: compositor,
      };
  }
}
