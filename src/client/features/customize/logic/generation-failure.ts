import type { CustomizeKind } from './category';

/**
 * The 'Generation Failed' text per category (spec section 8). Name boards and kids products say
 * the same thing whatever happened; a mug says what went wrong when the call told us (a photo
 * it cannot read, no photo), since the shopper can fix that.
 */
export function failureDescription(kind: CustomizeKind, knownReason: string | null): string {
  switch (kind) {
    case 'nameplate':
      return 'Could not generate nameplate preview. Please try again.';
    case 'kids':
      return 'Could not generate kids product preview. Please try again.';
    case 'mug':
      return knownReason || 'Could not generate mug preview. Please try again.';
    case 'generic':
      return 'Please try again.';
  }
}
