import { useEffect, useRef, type CSSProperties } from 'react';
import { MASTER_SIZE } from '../../../contracts/print-area';
import {
  cssMatrix3d,
  cylinderStripCount,
  cylinderStrips,
  flatFaceSize,
  mappingOf,
  type Box,
  type CylinderShape,
  type Point,
  type TemplateShape,
} from '../../../contracts/template-geometry';
import { occluderClipPath } from './occluder-clip';

/** Draws the flat layout into `face` (pixels of the canvas it is given). */
export type PaintFlat = (ctx: CanvasRenderingContext2D, face: Box) => void;

/** Where a template puts its design: front-on at its rectangle, or through a quad or cylinder. */
export type DraftShape = { kind: 'front-on'; area: Box } | Exclude<TemplateShape, { kind: 'rect' }>;

/**
 * A design drawn in the browser where the server's preview will put it, in the photo's 1024-pixel
 * master (the caller scales this layer onto the photo): front-on straight onto a master-sized
 * canvas; on a quad flat, on a canvas the server's flat-face size, mapped by the shared
 * homography as a CSS matrix3d; on a cylinder flat, then wrapped onto a master-sized canvas strip
 * by strip by the shared cylinder mapping. The occluder (a mug's handle) is cut out of the whole
 * layer, so the photo stays in front as in the server's render. Repaints on every render.
 */
export function ShapedDraft({
  shape,
  occluder,
  paint,
  shown,
  testId,
  drawnAttribute,
}: {
  shape: DraftShape;
  occluder?: readonly Point[];
  paint: PaintFlat;
  /** False clears the drawing (nothing typed yet, or its font still loading). */
  shown: boolean;
  testId: string;
  /** Marks the drawn element with data-drawn, for tests waiting on a draw. */
  drawnAttribute?: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const flatRef = useRef<HTMLCanvasElement | null>(null);
  const face = shape.kind === 'front-on' ? null : flatFaceSize(mappingOf(shape));

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    if (!shown) return;
    if (shape.kind === 'front-on' || shape.kind === 'quad') {
      paint(ctx, shape.kind === 'front-on' ? shape.area : { x: 0, y: 0, width: canvas.width, height: canvas.height });
      return;
    }
    flatRef.current ??= document.createElement('canvas');
    wrapOntoCylinder(ctx, flatRef.current, shape, face!, paint);
  });

  const clipPath = occluderClipPath(occluder, MASTER_SIZE);
  const marks = drawnAttribute ? { 'data-drawn': shown ? 'true' : 'false' } : {};
  const layer: CSSProperties = { width: MASTER_SIZE, height: MASTER_SIZE, clipPath };
  if (shape.kind === 'quad') {
    const { width, height } = face!;
    return (
      <div aria-hidden className="pointer-events-none absolute top-0 left-0" style={layer}>
        <canvas
          ref={canvasRef}
          width={width}
          height={height}
          data-testid={testId}
          {...marks}
          className="absolute top-0 left-0 origin-top-left"
          style={{ width, height, transform: cssMatrix3d(shape.corners, width, height) }}
        />
      </div>
    );
  }
  return (
    <div aria-hidden className="pointer-events-none absolute top-0 left-0" style={layer}>
      <canvas
        ref={canvasRef}
        width={MASTER_SIZE}
        height={MASTER_SIZE}
        data-testid={testId}
        {...marks}
        className="absolute inset-0 h-full w-full"
      />
    </div>
  );
}

/**
 * The flat design painted onto `flat` (the server's face size), then each strip of it drawn onto
 * the master canvas through its affine placement. Each strip takes one extra source pixel, so
 * neighbours overlap instead of leaving a hairline where both edges are anti-aliased.
 */
export function wrapOntoCylinder(
  ctx: Pick<CanvasRenderingContext2D, 'setTransform' | 'drawImage'>,
  flat: HTMLCanvasElement,
  shape: CylinderShape,
  face: { width: number; height: number },
  paint: PaintFlat,
): void {
  flat.width = face.width;
  flat.height = face.height;
  const flatCtx = flat.getContext('2d');
  if (!flatCtx) return;
  paint(flatCtx, { x: 0, y: 0, ...face });
  for (const { u0, u1, affine } of cylinderStrips(shape, cylinderStripCount(shape))) {
    const sx = u0 * face.width;
    const sw = (u1 - u0) * face.width;
    const take = Math.min(face.width - sx, sw + 1);
    ctx.setTransform(...affine);
    ctx.drawImage(flat, sx, 0, take, face.height, 0, 0, take / sw, 1);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}
