import type { PreviewKind } from '../../../../contracts/previews';
import type { DesignedValues } from '../../../lib/cart/cart-actions';
import type { CustomizationState } from '../../../lib/stored-cart';

/** The fields of a customization; the prompt and preview are kept beside them. */
export type CustomizationFields = Omit<CustomizationState, 'aiPrompt' | 'previewImage'> & DesignedValues;

/**
 * The preview call a snapshot came from, as it was sent: saving a design sends it again
 * (contracts/designs). 'design' is a product's own design's call (issue 41).
 */
export interface SentPreview {
  kind: PreviewKind | 'design';
  body: unknown;
}

export interface PreviewSnapshot {
  customization: CustomizationFields;
  prompt: string;
  previewImage: string;
  /** Absent for a snapshot opened from a shared design's link. */
  sent?: SentPreview;
  /** The link this snapshot was opened from, or saved to. */
  sharedPath?: string;
  /**
   * The catalogue image the preview was drawn on (issue 45 item 6): once the options show another,
   * the preview is of another option and is redrawn before it goes in the cart.
   */
  drawnOn?: string;
}

export interface PreviewHistory {
  entries: PreviewSnapshot[];
  /** Enables the footer and Add to Cart; false again once the history empties. */
  generated: boolean;
}

export type PreviewHistoryAction = { type: 'push'; snapshot: PreviewSnapshot } | { type: 'undo' } | { type: 'clear' };

export const EMPTY_HISTORY: PreviewHistory = { entries: [], generated: false };

/**
 * Spec section 4, Preview flow: each Generate pushes a snapshot; Undo removes two entries, or one
 * if only one exists; Clear empties it. The snapshot to show afterwards is `latestSnapshot`.
 */
export function previewHistoryReducer(state: PreviewHistory, action: PreviewHistoryAction): PreviewHistory {
  switch (action.type) {
    case 'push':
      return { entries: [...state.entries, action.snapshot], generated: true };
    case 'undo': {
      if (state.entries.length === 0) return state;
      const entries = state.entries.slice(0, state.entries.length === 1 ? 0 : -2);
      return { entries, generated: entries.length > 0 };
    }
    case 'clear':
      return EMPTY_HISTORY;
  }
}

/**
 * True when the generated preview on show was drawn on another catalogue image than the one the
 * options now show (a kids plate previewed as Space, then bought as Unicorn).
 */
export function isOutOfDate(snapshot: PreviewSnapshot | null, shownImage: string | null, baseImageUrl: string | null) {
  return (
    !!snapshot?.drawnOn && !!baseImageUrl && shownImage === snapshot.previewImage && snapshot.drawnOn !== baseImageUrl
  );
}

/** The snapshot the preview shows after an undo, or null: back to the product image and empty fields. */
export function latestSnapshot(state: PreviewHistory): PreviewSnapshot | null {
  return state.entries.at(-1) ?? null;
}
