import type { CustomizeKind } from './category';

export interface GenerateInput {
  kind: CustomizeKind;
  name: string;
  houseNumber: string;
  caption: string;
  hasPhoto: boolean;
  prompt: string;
}

export interface BlockingToast {
  title: string;
  description: string;
}

/** Spec section 5: Generate is disabled only when every input is empty (whitespace still enables it). */
export function canGenerate(input: GenerateInput, generating: boolean): boolean {
  if (generating) return false;
  return input.hasPhoto || [input.name, input.houseNumber, input.caption, input.prompt].some((v) => v.length > 0);
}

/** The toast a Generate tap raises instead of generating, or null when it may go ahead. */
export function generateBlocker(input: GenerateInput): BlockingToast | null {
  const prompt = input.prompt.trim();
  const anyText = [input.name, input.houseNumber, input.caption, prompt].some((v) => v.trim().length > 0);
  if (!anyText && !input.hasPhoto) {
    return {
      title: 'Missing Information',
      description: 'Please enter some customization details or a prompt to generate a preview.',
    };
  }
  if (input.kind !== 'mug' || input.hasPhoto) return null;
  if (!prompt) {
    return {
      title: 'Missing Image or Prompt',
      description: 'Please upload an image or provide an AI prompt to generate a mug preview.',
    };
  }
  // A mug preview is the shopper's photo on the mug, so a prompt alone is not enough.
  return { title: 'Generation Failed', description: 'Please upload an image first' };
}
