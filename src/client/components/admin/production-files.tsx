import { Download } from 'lucide-react';
import type { OrderLine } from '../../../contracts/admin';
import { buttonVariants } from '../ui/button';

const KIND_LABELS = { svg: 'SVG', pdf: 'PDF', png: 'PNG' } as const;

/** The files the artisan makes the piece from, drawn by the same layout as the preview. */
export function ProductionFiles({ line, files = line.files }: { line: OrderLine; files?: OrderLine['files'] }) {
  if (files.length === 0) return null;
  return (
    <div className="space-y-2">
      <p className="text-xs font-semibold tracking-wide text-ink-700 uppercase">Production files</p>
      <ul className="flex flex-wrap gap-2">
        {files.map((f) => (
          <li key={f.kind}>
            <a
              href={f.url}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              aria-label={`Download ${KIND_LABELS[f.kind]} for ${line.productTitle}`}
            >
              <Download aria-hidden />
              {KIND_LABELS[f.kind]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
