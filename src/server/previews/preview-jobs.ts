/** Bump when a renderer's output changes, so stored results from older code are not reused. */
export const RENDER_CACHE_VERSION = 5;
