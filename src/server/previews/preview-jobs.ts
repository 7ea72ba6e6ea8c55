import type { MugStyle } from '../../contracts/previews';

/**
 * A preview to make, described only by data we own (image keys, not URLs, not bytes), so the
 * same job can run in this process or be sent through a queue to a worker.
 */
export type PreviewJob =
  | {
      kind: 'nameplate';
      imageKey: string;
      name: string;
      houseNumber: string;
      prompt?: string;
      font?: string;
      color?: string;
    }
  | { kind: 'kids'; imageKey: string; childName: string; prompt?: string; font?: string; color?: string }
  | { kind: 'mug'; imageKey: string; userImageKey: string; caption: string; style: MugStyle; prompt?: string }
  | { kind: 'generic'; imageKey: string; text: string; prompt?: string; font?: string; color?: string };

/** Bump when a renderer's output changes, so stored results from older code are not reused. */
export const RENDER_CACHE_VERSION = 3;
