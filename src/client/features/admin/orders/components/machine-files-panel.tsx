import { CheckCircle2, Download, XCircle } from 'lucide-react';
import type { MachineFiles } from '../../../../../contracts/machines';
import { buttonVariants } from '../../../../components/ui/button-variants';
import { errorMessage } from '../../../../lib/api-client';
import { useMachineFiles } from '../api/get-machine-files';

const KIND = { laser: 'Laser SVG', cnc: 'DXF', sublimation: 'Sublimation PNG', 'print-shop': 'Print PDF' } as const;

/**
 * Issue 42: the line's file for each of the shop's machines that makes it, with the preflight's
 * answer beside the download: green, or the reasons (a failed check never blocks the download).
 */
export function MachineFilesPanel({ orderId, lineId, title }: { orderId: string; lineId: string; title: string }) {
  const files = useMachineFiles(orderId, lineId);
  return (
    <section aria-label={`Machine files for ${title}`} className="space-y-2" data-testid="machine-files">
      <h4 className="text-xs font-semibold tracking-wide text-ink-700 uppercase">Files for your machines</h4>
      <div aria-live="polite">
        {files.isPending ? <p className="text-sm text-ink-700">Drawing and checking the files…</p> : null}
        {files.isError ? (
          <p role="alert" className="text-sm text-danger-600">
            {errorMessage(files.error, 'Could not draw the machine files.')}
          </p>
        ) : null}
        {files.data ? <FileList data={files.data} title={title} /> : null}
      </div>
    </section>
  );
}

function FileList({ data, title }: { data: MachineFiles; title: string }) {
  if (data.unavailable) return <p className="text-sm text-ink-700">No machine file: {data.unavailable}</p>;
  if (data.files.length === 0)
    return <p className="text-sm text-ink-700">No machine makes this piece. Choose one in Settings, Machines.</p>;
  return (
    <ul className="grid gap-2">
      {data.files.map((f) => (
        <li
          key={f.profileId}
          className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-2xl border border-cream-300 bg-cream-50 p-2.5"
        >
          <a
            href={f.url}
            download={f.filename}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Download ${KIND[f.kind]} for ${f.profileName}, ${title}`}
          >
            <Download aria-hidden />
            {KIND[f.kind]}
          </a>
          <span className="min-w-0 text-sm">
            <span className="block font-semibold text-ink-900">{f.profileName}</span>
            <span className="block text-xs break-all text-ink-700">{f.filename}</span>
          </span>
          {f.preflight.ok ? (
            <div className="w-full text-sm" data-testid="preflight">
              <p className="inline-flex items-center gap-1.5 font-semibold text-leaf-600">
                <CheckCircle2 aria-hidden className="size-4" />
                Preflight passed
              </p>
              <p className="text-xs text-ink-700">Read back with {f.preflight.checkedWith}</p>
            </div>
          ) : (
            <div className="w-full text-sm text-danger-600" data-testid="preflight">
              <p className="inline-flex items-center gap-1.5 font-semibold">
                <XCircle aria-hidden className="size-4" />
                Preflight failed
              </p>
              <p className="text-xs text-ink-700">Read back with {f.preflight.checkedWith}</p>
              <ul className="ml-6 list-disc">
                {f.preflight.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
