import { MASTER_SIZE } from '../../../../../contracts/print-area';
import type { Point } from '../../../../../contracts/template-geometry';

/**
 * The occluder (what stands in front of the design, e.g. a mug's handle) as the owner draws it
 * on the photo: its points in order, the one selected for the arrow keys and Delete, and a
 * sentence saying what the last change did, for a screen reader's live region.
 */
export interface OccluderDraft {
  points: Point[];
  selected: number | null;
  announcement: string;
}

/** The wire contract's ceiling (occluderSchema). */
export const MAX_OCCLUDER_POINTS = 64;
/** A polygon needs this many points to cover anything; fewer are not sent. */
export const MIN_OCCLUDER_POINTS = 3;

export type OccluderAction =
  | { type: 'add'; at: Point }
  | { type: 'select'; index: number }
  /** `quiet` while a drag is under way: the live region hears where the point ends up, not every step. */
  | { type: 'move'; index: number; to: Point; quiet?: boolean }
  | { type: 'nudge'; by: Point }
  | { type: 'remove' }
  | { type: 'clear' };

const clampToPhoto = (n: number) => Math.min(MASTER_SIZE, Math.max(0, Math.round(n * 10) / 10));
const onPhoto = ([x, y]: Point): Point => [clampToPhoto(x), clampToPhoto(y)];
const spoken = ([x, y]: Point) => `${Math.round(x)}, ${Math.round(y)}`;

export function occluderDraft(points: readonly Point[] | undefined): OccluderDraft {
  return { points: points ? points.map(onPhoto) : [], selected: null, announcement: '' };
}

/** What each action does; a point is always added after the selected one, so the owner can add between two. */
export function editOccluder(state: OccluderDraft, action: OccluderAction): OccluderDraft {
  const { points, selected } = state;
  switch (action.type) {
    case 'add': {
      if (points.length >= MAX_OCCLUDER_POINTS)
        return { ...state, announcement: `No more points: the outline has its ${MAX_OCCLUDER_POINTS}.` };
      const index = selected === null ? points.length : selected + 1;
      const at = onPhoto(action.at);
      const next = [...points.slice(0, index), at, ...points.slice(index)];
      return {
        points: next,
        selected: index,
        announcement: `Point ${index + 1} added at ${spoken(at)}. ${countOf(next)}`,
      };
    }
    case 'select':
      return points[action.index] ? { ...state, selected: action.index } : state;
    case 'move': {
      if (!points[action.index]) return state;
      const to = onPhoto(action.to);
      return {
        points: points.map((p, i) => (i === action.index ? to : p)),
        selected: action.index,
        announcement: action.quiet ? state.announcement : `Point ${action.index + 1} at ${spoken(to)}.`,
      };
    }
    case 'nudge': {
      const p = selected === null ? undefined : points[selected];
      if (selected === null || !p) return state;
      return editOccluder(state, { type: 'move', index: selected, to: [p[0] + action.by[0], p[1] + action.by[1]] });
    }
    case 'remove': {
      if (selected === null || !points[selected]) return state;
      const next = points.filter((_, i) => i !== selected);
      // The point before the removed one is selected, so Delete pressed again keeps working backwards.
      const after = next.length === 0 ? null : Math.max(0, selected - 1);
      return { points: next, selected: after, announcement: `Point ${selected + 1} removed. ${countOf(next)}` };
    }
    case 'clear':
      return { points: [], selected: null, announcement: 'Outline cleared: nothing stands in front of the design.' };
  }
}

function countOf(points: Point[]): string {
  if (points.length >= MIN_OCCLUDER_POINTS) return `${points.length} points outline what stands in front.`;
  const missing = MIN_OCCLUDER_POINTS - points.length;
  return `${points.length} ${points.length === 1 ? 'point' : 'points'}: add ${missing} more to outline an area.`;
}

/** The polygon to save, or why it cannot be: none at all is fine, one or two points are not an area. */
export function occluderToSave(points: Point[]): { occluder?: Point[]; problem?: string } {
  if (points.length === 0) return {};
  if (points.length < MIN_OCCLUDER_POINTS)
    return { problem: `The outline in front needs at least ${MIN_OCCLUDER_POINTS} points, or none.` };
  return { occluder: points };
}
