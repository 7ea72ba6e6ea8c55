import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Point } from '../../../../../contracts/template-geometry';
import type { OccluderAction, OccluderDraft } from '../logic/occluder-points';
import { arrowStep } from '../logic/template-handles';

/**
 * The occluder's points on the photo: a tap (or click) on the photo adds one after the selected
 * point; each point is a 44 px button dragged by finger or mouse, nudged with the arrow keys once
 * focused, and removed with Delete or Backspace, focus then going to the point before it.
 */
export function OccluderPoints({
  stageRef,
  scale,
  occluder,
  onOccluder,
  pointFrom,
}: {
  stageRef: RefObject<HTMLDivElement | null>;
  scale: number;
  occluder: OccluderDraft;
  onOccluder: (action: OccluderAction) => void;
  pointFrom: (e: React.PointerEvent | React.MouseEvent) => Point;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const refocus = useRef(false);
  const { points, selected } = occluder;

  // After a keyboard removal the removed button is gone: focus the point now selected, if any.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (selected !== null) buttons.current[selected]?.focus();
    else stageRef.current?.closest('section')?.querySelector<HTMLElement>('[data-occluder-add]')?.focus();
  }, [points.length, selected, stageRef]);

  const onKey = (i: number, e: React.KeyboardEvent) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      refocus.current = true;
      onOccluder({ type: 'remove' });
      return;
    }
    const by = arrowStep(e.key, e.shiftKey);
    if (!by) return;
    e.preventDefault();
    if (selected !== i) onOccluder({ type: 'select', index: i });
    onOccluder({ type: 'nudge', by });
  };

  return (
    <>
      {/* The photo itself: a tap adds a point. Keyboard users add with the "Add point" button. */}
      <div
        aria-hidden
        data-testid="occluder-surface"
        className="absolute inset-0 cursor-crosshair"
        onClick={(e) => onOccluder({ type: 'add', at: pointFrom(e) })}
      />
      {points.map((p, i) => (
        <button
          key={i}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          aria-label={`Point ${i + 1} of ${points.length}${selected === i ? ', selected' : ''}: ${Math.round(p[0])}, ${Math.round(p[1])}`}
          aria-describedby="occluder-keys-hint"
          className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-saffron-400"
          style={{ left: p[0] * scale, top: p[1] * scale, cursor: dragging === i ? 'grabbing' : 'grab' }}
          onFocus={() => selected !== i && onOccluder({ type: 'select', index: i })}
          onKeyDown={(e) => onKey(i, e)}
          onClick={(e) => e.stopPropagation()}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            e.currentTarget.focus();
            setDragging(i);
          }}
          onPointerMove={(e) => {
            if (dragging === i) onOccluder({ type: 'move', index: i, to: pointFrom(e), quiet: true });
          }}
          onPointerUp={() => {
            // Said once, where the drag left it (a tap without a move says where the point is).
            if (dragging === i) onOccluder({ type: 'move', index: i, to: p });
            setDragging(null);
          }}
          onPointerCancel={() => setDragging(null)}
        >
          <span
            className={
              selected === i
                ? 'size-5 rounded-sm border-2 border-cream-50 bg-saffron-500 shadow-md ring-2 ring-clay-700'
                : 'size-4 rounded-sm border-2 border-cream-50 bg-clay-700 shadow-md'
            }
          />
        </button>
      ))}
    </>
  );
}
