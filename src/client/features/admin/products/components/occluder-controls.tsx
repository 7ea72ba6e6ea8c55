import { MASTER_SIZE } from '../../../../../contracts/print-area';
import type { Point } from '../../../../../contracts/template-geometry';
import { Button } from '../../../../components/ui/button';
import { MAX_OCCLUDER_POINTS, type OccluderAction, type OccluderDraft } from '../logic/occluder-points';

/** Where "Add point" puts a point for a keyboard: a step on from the selected one, else the photo's middle. */
function nextPointFrom(occluder: OccluderDraft): Point {
  const at = occluder.selected === null ? undefined : occluder.points[occluder.selected];
  return at ? [at[0] + 40, at[1]] : [MASTER_SIZE / 2, MASTER_SIZE / 2];
}

/**
 * The occluder's buttons beside the photo, for those not tapping it: add a point (then move it
 * with the arrow keys), remove the selected one, clear the outline. Every change is said in a
 * polite live region.
 */
export function OccluderControls({
  occluder,
  onOccluder,
  error,
}: {
  occluder: OccluderDraft;
  onOccluder: (action: OccluderAction) => void;
  error: string | undefined;
}) {
  const { points, selected } = occluder;
  return (
    <div className="space-y-2">
      <p id="occluder-keys-hint" className="text-xs text-ink-700">
        Tap the photo around what stands in front of the design, point by point. Drag a point, or focus it and use the
        arrow keys (Shift for bigger steps); Delete removes it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          data-occluder-add
          disabled={points.length >= MAX_OCCLUDER_POINTS}
          onClick={() => onOccluder({ type: 'add', at: nextPointFrom(occluder) })}
        >
          Add point
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={selected === null}
          onClick={() => onOccluder({ type: 'remove' })}
        >
          Remove point
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={points.length === 0}
          onClick={() => onOccluder({ type: 'clear' })}
        >
          Clear
        </Button>
      </div>
      <p role="status" className="text-sm text-ink-700" data-testid="occluder-status">
        {occluder.announcement}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
