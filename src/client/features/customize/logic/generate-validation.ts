import type { PreviewKind } from '../../../../contracts/previews';
import { currentDictionary } from '../../../lib/i18n/language';

export interface GenerateInput {
  kind: PreviewKind;
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

/**
 * A kind's own reason to refuse a Generate tap that has some input, or null to go ahead: data here,
 * not on the kind's form, so this folder imports nothing of kinds/ (no circle, issue 40).
 */
const KIND_BLOCKERS: { [K in PreviewKind]?: (input: GenerateInput) => BlockingToast | null } = {
  mug: ({ hasPhoto, prompt }) => {
    if (hasPhoto) return null;
    const t = currentDictionary().toasts;
    if (!prompt.trim()) {
      return {
        title: t.missingImageTitle,
        description: t.missingImage,
      };
    }
    // A mug preview is the shopper's photo on the mug, so a prompt alone is not enough.
    return { title: t.generationFailed, description: t.uploadFirst };
  },
};

/** The toast a Generate tap raises instead of generating, or null when it may go ahead. */
export function generateBlocker(input: GenerateInput): BlockingToast | null {
  const prompt = input.prompt.trim();
  const anyText = [input.name, input.houseNumber, input.caption, prompt].some((v) => v.trim().length > 0);
  if (!anyText && !input.hasPhoto) {
    return {
      title: currentDictionary().toasts.missingInfoTitle,
      description: currentDictionary().toasts.missingInfo,
    };
  }
  return KIND_BLOCKERS[input.kind]?.(input) ?? null;
}
