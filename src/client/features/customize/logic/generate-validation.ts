import type { PreviewKind } from '../../../../contracts/previews';
import { currentDictionary } from '../../../lib/i18n/language';
import { KIND_FORMS } from '../kinds/kind-forms';

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
  return KIND_FORMS[input.kind].blocker?.(input) ?? null;
}
