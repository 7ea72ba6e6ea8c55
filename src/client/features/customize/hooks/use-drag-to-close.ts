import { useRef, type PointerEvent } from 'react';

const CLOSE_DISTANCE_PX = 120;
const FLICK_SPEED_PX_PER_MS = 0.5;

/**
 * Drag the sheet's grab area down to close it on a phone. The sheet follows the finger; a long
 * drag or a quick flick closes, anything else springs back. The desktop panel does not move.
 */
export function useDragToClose(onClose: () => void) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ y: number; at: number } | null>(null);

  const move = (dy: number, animate: boolean) => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    sheet.style.transition = animate ? 'transform 200ms ease-out' : 'none';
    sheet.style.transform = dy > 0 ? `translateY(${dy}px)` : '';
  };

  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const start = drag.current;
    drag.current = null;
    if (!start) return;
    const dy = e.clientY - start.y;
    const speed = dy / Math.max(1, e.timeStamp - start.at);
    if (!cancelled && (dy > CLOSE_DISTANCE_PX || (dy > 24 && speed > FLICK_SPEED_PX_PER_MS))) onClose();
    else move(0, true);
  };

  return {
    sheetRef,
    handleProps: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if (e.button !== 0 || window.matchMedia('(min-width: 768px)').matches) return;
        if ((e.target as HTMLElement).closest('button, a, input, textarea')) return;
        drag.current = { y: e.clientY, at: e.timeStamp };
        e.currentTarget.setPointerCapture(e.pointerId);
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        if (drag.current) move(Math.max(0, e.clientY - drag.current.y), false);
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
    },
  };
}
