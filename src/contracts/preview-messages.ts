/**
 * The spec's message for a preview asked with nothing to draw. A module of its own, without the
 * preview schemas: the shopper's English dictionary names it, and importing it from previews.ts
 * put those schemas (zod objects are not tree-shaken) into the home page's first-load JavaScript.
 */
export const EMPTY_PREVIEW_MESSAGE = 'Please enter some customization details or a prompt to generate a preview.';
