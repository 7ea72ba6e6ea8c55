import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MASTER_SIZE } from '../../../contracts/print-area';

/**
 * A layer over a square product photo whose children are placed in the photo's 1024-pixel
 * master: scaled to the photo's shown width. A blend mode set here blends the layer as one with
 * the photo beneath (set on a child inside the scaled layer, it would blend with nothing).
 */
export function MasterFrame({ children, blend }: { children: ReactNode; blend?: 'multiply' }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      aria-hidden
      className="pointer-events-none absolute inset-0 overflow-hidden"
      style={{ mixBlendMode: blend ?? 'normal' }}
    >
      {width !== null && (
        <div
          className="absolute top-0 left-0 origin-top-left"
          style={{ width: MASTER_SIZE, height: MASTER_SIZE, transform: `scale(${width / MASTER_SIZE})` }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
