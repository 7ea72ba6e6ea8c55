import { CheckCircle2, Download, XCircle } from 'lucide-react';
import type { MachineBatch } from '../../../../../contracts/machines';
import { buttonVariants } from '../../../../components/ui/button-variants';

type Sheet = MachineBatch['sheets'][number];

/**
 * One packed sheet: the file itself drawn at the bed's (or paper's) proportions with each piece's
 * place and reference over it, how much of the bed it uses, its preflight, and its download. A
 * laser's SVG and a sublimation sheet's PNG are shown as they are; a DXF is drawn as its places.
 */
export function SheetPreview({ sheet, index, bed }: { sheet: Sheet; index: number; bed: MachineBatch['bed'] }) {
  const name = `Sheet ${index + 1}`;
  const ext = sheet.filename.endsWith('.dxf') ? 'DXF' : sheet.filename.endsWith('.png') ? 'PNG' : 'SVG';
  const picture = ext !== 'DXF';
  const surface = ext === 'PNG' ? 'paper' : 'bed';
  const labels = sheet.pieces.map((p) => p.label).join(', ');
  return (
    <figure className="space-y-3 rounded-[var(--radius-card)] bg-cream-50 p-3 shadow-[var(--shadow-card)] md:p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-lg font-semibold text-ink-900">{name}</span>
        <span className="text-sm text-ink-700">
          {sheet.pieces.length} {sheet.pieces.length === 1 ? 'piece' : 'pieces'} on {bed.widthMm} x {bed.heightMm} mm,{' '}
          {Math.round(sheet.utilisation * 100)}% of the {surface}
        </span>
      </figcaption>
      <div className="relative w-full overflow-hidden rounded-xl border border-cream-300 bg-white">
        {picture ? (
          <img
            src={sheet.url}
            alt={`${name}: ${labels}`}
            className="block h-auto w-full"
            width={bed.widthMm}
            height={bed.heightMm}
          />
        ) : null}
        <svg
          viewBox={`0 0 ${bed.widthMm} ${bed.heightMm}`}
          className={picture ? 'absolute inset-0 h-full w-full' : 'block h-auto w-full'}
          role={picture ? undefined : 'img'}
          aria-hidden={picture ? true : undefined}
          aria-label={picture ? undefined : `${name}: ${labels}`}
        >
          {sheet.pieces.map((p) => (
            <g key={p.lineId}>
              <rect
                x={p.x}
                y={p.y}
                width={p.widthMm}
                height={p.heightMm}
                fill={picture ? 'none' : '#f4ede2'}
                stroke="#9a4220"
                strokeWidth={Math.max(bed.widthMm, bed.heightMm) / 400}
                strokeDasharray={picture ? '4 3' : undefined}
              />
              {/* The SVG and PNG carry each reference beside its piece; a DXF is not drawn here, so its places are named. */}
              {picture ? null : (
                <text
                  x={p.x + 3}
                  y={p.y + p.heightMm - 3}
                  fontSize={Math.max(bed.widthMm, bed.heightMm) / 40}
                  fill="#1f1a17"
                  fontFamily="sans-serif"
                >
                  {p.label}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={sheet.url}
          download={sheet.filename}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`Download ${name} (${ext})`}
        >
          <Download aria-hidden />
          {ext} of {name.toLowerCase()}
        </a>
        {sheet.preflight.ok ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-leaf-600">
            <CheckCircle2 aria-hidden className="size-4" />
            Preflight passed
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-danger-600">
            <XCircle aria-hidden className="size-4" />
            Preflight failed: {sheet.preflight.problems.join('; ')}
          </span>
        )}
      </div>
    </figure>
  );
}
