import { useEffect, useRef, useState } from 'react';
import { MASTER_SIZE } from '../../../../../contracts/print-area';
import {
  cssMatrix3d,
  mappingOf,
  rectCorners,
  type Point,
  type TemplateShape,
} from '../../../../../contracts/template-geometry';
import { handlesOf, moveHandle } from '../logic/template-handles';
import { SampleLettering } from './sample-lettering';

const STEP = 2;
const BIG_STEP = 20;
const clamp = (n: number) => Math.min(MASTER_SIZE, Math.max(0, n));

/**
 * The photo with the template's handles: dragged by finger or mouse (pointer events), or focused
 * and nudged with the arrow keys (Shift for bigger steps). The sample name is drawn flat and
 * mapped onto a quad or rect by the shared homography as a CSS matrix3d.
 */
export function TemplateStage({
  imageUrl,
  shape,
  onChange,
  sampleName,
  inkColor,
  invalid,
}: {
  imageUrl: string;
  shape: TemplateShape;
  onChange: (next: TemplateShape) => void;
  sampleName: string;
  inkColor: string;
  invalid: boolean;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(320);
  const [dragging, setDragging] = useState<number | null>(null);
  useEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setSize(el.clientWidth));
    observer.observe(el);
    setSize(el.clientWidth);
    return () => observer.disconnect();
  }, []);
  const scale = size / MASTER_SIZE;
  const handles = handlesOf(shape);

  const pointFrom = (e: React.PointerEvent): Point => {
    const rect = stageRef.current!.getBoundingClientRect();
    return [clamp((e.clientX - rect.left) / scale), clamp((e.clientY - rect.top) / scale)];
  };
  const onKey = (i: number, e: React.KeyboardEvent) => {
    const step = e.shiftKey ? BIG_STEP : STEP;
    const d: Record<string, Point> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const by = d[e.key];
    const h = handles[i];
    if (!by || !h) return;
    e.preventDefault();
    onChange(moveHandle(shape, i, [clamp(h.at[0] + by[0]), clamp(h.at[1] + by[1])]));
  };

  let sample: React.ReactNode = null;
  let outline = '';
  if (shape.kind === 'cylinder') {
    const m = mappingOf(shape);
    const top = Array.from({ length: 25 }, (_, k) => m.forward(k / 24, 0));
    const bottom = Array.from({ length: 25 }, (_, k) => m.forward(1 - k / 24, 1));
    outline = [...top, ...bottom].map((p) => p.join(',')).join(' ');
  } else {
    const corners = shape.kind === 'rect' ? rectCorners(shape) : shape.corners;
    outline = corners.map((p) => p.join(',')).join(' ');
    const flat = mappingOf(shape).flat;
    // The flat canvas stays within the master's size; the matrix maps its own size onto the quad.
    const k = Math.min(1, MASTER_SIZE / Math.max(flat.width, flat.height, 1));
    const w = Math.max(1, Math.round(flat.width * k));
    const h = Math.max(1, Math.round(flat.height * k));
    if (!invalid)
      sample = (
        <div
          data-testid="live-sample"
          className="pointer-events-none absolute top-0 left-0 origin-top-left mix-blend-multiply"
          style={{ width: w, height: h, transform: cssMatrix3d(corners, w, h) }}
        >
          <SampleLettering name={sampleName} width={w} height={h} color={inkColor} />
        </div>
      );
  }

  return (
    <div
      ref={stageRef}
      data-testid="template-stage"
      className="relative aspect-square w-full touch-none overflow-hidden rounded-2xl bg-cream-200 select-none"
    >
      <img src={imageUrl} alt="" className="absolute inset-0 h-full w-full" draggable={false} />
      <div
        className="pointer-events-none absolute top-0 left-0 origin-top-left"
        style={{ width: MASTER_SIZE, height: MASTER_SIZE, transform: `scale(${scale})` }}
      >
        {sample}
        <svg viewBox={`0 0 ${MASTER_SIZE} ${MASTER_SIZE}`} className="absolute inset-0 h-full w-full" aria-hidden>
          <polygon
            points={outline}
            fill="none"
            stroke={invalid ? '#b42318' : '#fffcf7'}
            strokeWidth={3 / scale}
            strokeDasharray={invalid ? `${8 / scale} ${6 / scale}` : undefined}
          />
        </svg>
      </div>
      {handles.map((h, i) => (
        <button
          key={h.name}
          type="button"
          aria-label={`${h.name}: ${Math.round(h.at[0])}, ${Math.round(h.at[1])}`}
          aria-describedby="template-keys-hint"
          className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-saffron-400"
          style={{ left: h.at[0] * scale, top: h.at[1] * scale, cursor: dragging === i ? 'grabbing' : 'grab' }}
          onKeyDown={(e) => onKey(i, e)}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            e.currentTarget.focus();
            setDragging(i);
          }}
          onPointerMove={(e) => {
            if (dragging === i) onChange(moveHandle(shape, i, pointFrom(e)));
          }}
          onPointerUp={() => setDragging(null)}
          onPointerCancel={() => setDragging(null)}
        >
          <span className="size-5 rounded-full border-2 border-cream-50 bg-clay-600 shadow-md" />
        </button>
      ))}
    </div>
  );
}
