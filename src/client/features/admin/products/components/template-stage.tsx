import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../../lib/cn';
import type { FontRole } from '../../../../../contracts/lettering-layout';
import { MASTER_SIZE } from '../../../../../contracts/print-area';
import { mappingOf, rectCorners, type Point, type TemplateShape } from '../../../../../contracts/template-geometry';
import { MasterFrame } from '../../../../components/template-draft/master-frame';
import {
  draftFaceNeeds,
  loadDraftFaces,
  loadDraftFont,
  type DraftFaceNeed,
} from '../../../../components/template-draft/draft-fonts';
import { paintBoardLettering } from '../../../../components/template-draft/draft-lettering';
import { ShapedDraft, type DraftShape } from '../../../../components/template-draft/shaped-draft';
import type { OccluderAction, OccluderDraft } from '../logic/occluder-points';
import { arrowStep, handlesOf, moveHandle } from '../logic/template-handles';
import { OccluderPoints } from './occluder-points';

const clamp = (n: number) => Math.min(MASTER_SIZE, Math.max(0, n));

/**
 * Issue 45.15: on a phone a small area (a plate's, a mug's) sat under its 44 px handles with its
 * sample name; zoomed in, the photo scrolls inside its square and the area grows under the same handles.
 */
const ZOOMS = [1, 2, 3] as const;

/** What a tap or a drag on the photo edits: the design's area, or the outline in front of it. */
export type StageMode = 'area' | 'occluder';

/** A front-on rectangle is drawn as the quad of its corners, as the server treats it. */
function draftShapeOf(shape: TemplateShape): DraftShape {
  return shape.kind === 'rect' ? { kind: 'quad', corners: rectCorners(shape) } : shape;
}

function outlineOf(shape: TemplateShape): string {
  if (shape.kind !== 'cylinder') {
    const corners = shape.kind === 'rect' ? rectCorners(shape) : shape.corners;
    return corners.map((p) => p.join(',')).join(' ');
  }
  const m = mappingOf(shape);
  const top = Array.from({ length: 25 }, (_, k) => m.forward(k / 24, 0));
  const bottom = Array.from({ length: 25 }, (_, k) => m.forward(1 - k / 24, 1));
  return [...top, ...bottom].map((p) => p.join(',')).join(' ');
}

/**
 * The photo with the template's handles: dragged by finger or mouse (pointer events), or focused
 * and nudged with the arrow keys (Shift for bigger steps). The sample name is drawn by the same
 * ShapedDraft as the shopper's live draft: flat, then through the quad's homography or around the
 * cylinder, with the occluder cut out so it stays in front. In occluder mode a tap on the photo
 * adds a point to the outline and the outline's points are the handles.
 */
export function TemplateStage({
  imageUrl,
  shape,
  onChange,
  sampleName,
  sampleFont,
  inkColor,
  invalid,
  mode,
  occluder,
  onOccluder,
}: {
  imageUrl: string;
  shape: TemplateShape;
  onChange: (next: TemplateShape) => void;
  sampleName: string;
  /** The font a shopper's lettering opens in on this template (the server's default for it). */
  sampleFont: FontRole;
  inkColor: string;
  invalid: boolean;
  mode: StageMode;
  occluder: OccluderDraft;
  onOccluder: (action: OccluderAction) => void;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(320);
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  // The sample is lettered in the server's own fonts, drawn once they have loaded: the role's own
  // face and, for a sample in Tamil, Urdu... or with an emoji, the same script faces the shopper's
  // live draft loads (draftFaceNeeds), so the owner sees what the shopper will.
  const fontKey = `${sampleFont}|${draftFaceNeeds(sampleName).join(' ')}`;
  const [loadedFont, setLoadedFont] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const [role = 'serif', used = ''] = fontKey.split('|') as [FontRole, string];
    const faces = used ? (used.split(' ') as DraftFaceNeed[]) : [];
    loadDraftFont(role)
      .then(() => loadDraftFaces(role, faces))
      .then(
        () => live && setLoadedFont(fontKey),
        (err: unknown) => console.error('The sample lettering font failed to load', err),
      );
    return () => {
      live = false;
    };
  }, [fontKey]);
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
  const centre = handles.reduce<Point>(
    (c, h) => [c[0] + h.at[0] / handles.length, c[1] + h.at[1] / handles.length],
    [0, 0],
  );
  const zoomTo = (next: (typeof ZOOMS)[number]) => {
    setZoom(next);
    // The area stays in the middle of the square: the scroll it needs at the new width.
    const view = viewportRef.current;
    if (!view) return;
    const at = (view.clientWidth * next) / MASTER_SIZE;
    requestAnimationFrame(() =>
      view.scrollTo({ left: centre[0] * at - view.clientWidth / 2, top: centre[1] * at - view.clientHeight / 2 }),
    );
  };

  const pointFrom = (e: React.PointerEvent | React.MouseEvent): Point => {
    const rect = stageRef.current!.getBoundingClientRect();
    return [clamp((e.clientX - rect.left) / scale), clamp((e.clientY - rect.top) / scale)];
  };
  const onKey = (i: number, e: React.KeyboardEvent) => {
    const by = arrowStep(e.key, e.shiftKey);
    const h = handles[i];
    if (!by || !h) return;
    e.preventDefault();
    onChange(moveHandle(shape, i, [clamp(h.at[0] + by[0]), clamp(h.at[1] + by[1])]));
  };
  const closed = occluder.points.length >= 3;

  return (
    <div className="space-y-2">
      <div role="group" aria-label="Zoom the photo" className="flex items-center gap-1.5">
        {ZOOMS.map((z) => (
          <button
            key={z}
            type="button"
            aria-pressed={zoom === z}
            aria-label={`Zoom ${z}×`}
            onClick={() => zoomTo(z)}
            className={cn(
              'h-9 min-w-11 rounded-full border px-3 text-sm font-semibold',
              zoom === z ? 'border-ink-900 bg-ink-900 text-cream-50' : 'border-cream-300 bg-cream-50 text-ink-900',
            )}
          >
            {z}×
          </button>
        ))}
      </div>
      <div ref={viewportRef} data-testid="template-viewport" className="aspect-square w-full overflow-auto rounded-2xl">
        <div
          ref={stageRef}
          data-testid="template-stage"
          style={{ width: `${zoom * 100}%` }}
          className={cn(
            'relative aspect-square overflow-hidden bg-cream-200 select-none',
            // Zoomed, a finger on the photo pans it; the handles (touch-none) still drag.
            zoom === 1 ? 'touch-none' : 'touch-pan-x touch-pan-y',
          )}
        >
          <img src={imageUrl} alt="" className="absolute inset-0 h-full w-full" draggable={false} />
          {!invalid && (
            <MasterFrame blend="multiply">
              <ShapedDraft
                shape={draftShapeOf(shape)}
                occluder={closed ? occluder.points : undefined}
                shown={loadedFont === fontKey}
                testId="live-sample"
                paint={(ctx, face) =>
                  paintBoardLettering(ctx, face, { name: sampleName, houseNumber: '' }, sampleFont, inkColor)
                }
              />
            </MasterFrame>
          )}
          <svg
            viewBox={`0 0 ${MASTER_SIZE} ${MASTER_SIZE}`}
            className="pointer-events-none absolute inset-0 h-full w-full"
            aria-hidden
            data-testid="stage-outlines"
          >
            <polygon
              points={outlineOf(shape)}
              fill="none"
              stroke={invalid ? '#b42318' : '#fffcf7'}
              strokeWidth={3 / scale}
              strokeDasharray={invalid ? `${8 / scale} ${6 / scale}` : undefined}
              opacity={mode === 'area' ? 1 : 0.6}
            />
            {occluder.points.length > 1 && (
              <polygon
                data-testid="occluder-outline"
                points={occluder.points.map((p) => p.join(',')).join(' ')}
                fill={closed ? 'rgb(178 75 41 / 0.28)' : 'none'}
                stroke="#b24b29"
                strokeWidth={2.5 / scale}
                strokeDasharray={closed ? undefined : `${6 / scale} ${5 / scale}`}
              />
            )}
          </svg>
          {mode === 'occluder' ? (
            <OccluderPoints
              stageRef={stageRef}
              scale={scale}
              occluder={occluder}
              onOccluder={onOccluder}
              pointFrom={pointFrom}
            />
          ) : (
            handles.map((h, i) => (
              <button
                key={h.name}
                type="button"
                aria-label={`${h.name}: ${Math.round(h.at[0])}, ${Math.round(h.at[1])}`}
                aria-describedby="template-keys-hint"
                className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-saffron-400"
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
            ))
          )}
        </div>
      </div>
    </div>
  );
}
