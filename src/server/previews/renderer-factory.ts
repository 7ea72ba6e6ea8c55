import type { AppConfig } from '../config';
import { createCompositorRenderer } from './compositor';
import type { PreviewRenderer } from './types';

/** The renderer named by PREVIEW_PROVIDER, and the fallback used when it fails. */
export function createRenderers(config: AppConfig): { renderer: PreviewRenderer; fallback?: PreviewRenderer } {
  const compositor = createCompositorRenderer();
  switch (config.PREVIEW_PROVIDER) {
    case 'compositor':
      return { renderer: compositor };
    default:
      throw new Error(`PREVIEW_PROVIDER '${config.PREVIEW_PROVIDER}' is not available in this build`);
  }
}
