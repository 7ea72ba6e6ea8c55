/** Business constants from the spec (section 9), shared by client and server. */
export const LIMITS = {
  nameMax: 20,
  houseNumberMax: 10,
  childNameMax: 12,
  captionMax: 60,
  promptMax: 500,
  /** Uploads arrive as base64 JSON; this caps the decoded image. */
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxPixels: 40_000_000,
  quantityPerAdd: 1,
  quantityMin: 1,
  quantityMax: 99,
  skeletonCards: 8,
  promptSummaryChars: 30,
  simulatedGenerationMs: 2000,
  scrollDelayMs: 300,
} as const;

export const DEFAULT_FONT = 'serif';
export const DEFAULT_COLOR = '#8B4513';
export const DEFAULT_STYLE = 'minimal';
export const DEFAULT_MUG_STYLE = 'ghibli';
export const DEFAULT_MUG_CAPTION = 'Custom Mug';
export const DEFAULT_UPLOAD_FILENAME = 'user-upload.jpg';
