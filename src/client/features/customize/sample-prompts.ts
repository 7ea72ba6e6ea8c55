import { SAMPLE_PROMPTS as BY_CATEGORY, type SamplePrompt } from '../../../contracts/sample-prompts';
import type { CustomizeKind } from './logic/category';

export type { SamplePrompt };

/**
 * Four ideas per category (spec section 9). The texts live in the contract because the renderer
 * is tested to give each one a distinct look; other products get the name board ideas, which
 * read well on any flat surface.
 */
export const SAMPLE_PROMPTS: Record<Exclude<CustomizeKind, 'generic'>, readonly SamplePrompt[]> = {
  nameplate: BY_CATEGORY.Nameplates,
  mug: BY_CATEGORY.Mugs,
  kids: BY_CATEGORY['Kids Buntings'],
};

/** A hint of the kind of idea that works, in the prompt box. */
export const PROMPT_PLACEHOLDERS: Record<CustomizeKind, string> = {
  nameplate: 'e.g. gold script letters on dark wood with a brass border',
  mug: 'e.g. watercolour flowers around the photo in pastel pink',
  kids: 'e.g. pastel rainbow and clouds, the name in bold playful letters',
  generic: 'e.g. gold script letters with a thin border',
};

export function samplePromptsFor(kind: CustomizeKind): readonly SamplePrompt[] {
  return SAMPLE_PROMPTS[kind === 'generic' ? 'nameplate' : kind];
}
