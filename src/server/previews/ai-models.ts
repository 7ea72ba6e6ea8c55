/*
 * The AI providers' default models, in one place for config and the adapters. Both are checked
 * against the models the vendors' own SDK types list (ai-sdk-types.check.ts), so `npm run
 * typecheck` fails when a package update drops one.
 */

/** gpt-image-1 was shut down on 2026-10-23; the `openai` package names gpt-image-1.5 as the edits default. */
export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1.5';

export const DEFAULT_GEMINI_IMAGE_MODEL = 'gemini-2.5-flash-image';
