import type { PreviewKind } from '../../../../contracts/previews';
import { KIND_FORMS } from '../kinds/kind-forms';

/**
 * The 'Generation Failed' text per kind (spec section 8), as the kind's form words it. Name boards
 * and kids products say the same thing whatever happened; a mug says what went wrong when told.
 */
export function failureDescription(kind: PreviewKind, knownReason: string | null): string {
  return KIND_FORMS[kind].failure(knownReason);
}
