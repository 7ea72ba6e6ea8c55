import { CheckCircle2, FileText, LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { AppLink } from '../../../../components/layout/app-link';
import { PageLoading } from '../../../../components/layout/page-loading';
import { Button } from '../../../../components/ui/button';
import { buttonVariants } from '../../../../components/ui/button-variants';
import { Label, NativeSelect } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import { useBatch } from '../api/get-batch';
import { sheetSize, useSheetMachines } from '../api/get-machines';
import { useQueue } from '../api/get-queue';
import { useMarkBatchMade } from '../api/mark-batch-made';
import { SheetPreview } from './sheet-preview';

/**
 * Issue 42: the day's batch. The maker picks the lines ready for one laser or router (boards and
 * plates) or sublimation printer (mugs), sees them packed onto its bed or paper sheet by sheet,
 * downloads each sheet and the A4 job sheet, and marks the batch made: every line of it together,
 * or none.
 */
export function BatchPage() {
  const queue = useQueue();
  const machines = useSheetMachines();
  const [chosenMachine, setMachine] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [laidOut, setLaidOut] = useState<string[]>([]);
  const [references, setReferences] = useState(true);
  const machineId = chosenMachine || machines.data?.[0]?.id || '';
  const machine = machines.data?.find((m) => m.id === machineId);
  const mugs = machine?.kind === 'sublimation';
  const batch = useBatch(machineId, laidOut, !mugs || references);
  const made = useMarkBatchMade();

  if (queue.isPending || machines.isPending) return <PageLoading label="Loading the lines to make…" />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  if (machines.isError) return <ErrorState error={machines.error} onRetry={() => void machines.refetch()} />;
  // Boards and plates are cut from the laser's or router's sheets; mugs' transfers print on the sublimation paper.
  const lines = queue.data.items.filter((i) => i.line.files.some((f) => f.kind === (mugs ? 'png' : 'svg')));
  const toggle = (id: string, on: boolean) => {
    setLaidOut([]);
    setPicked((p) => (on ? [...p.filter((x) => x !== id), id] : p.filter((x) => x !== id)));
  };
  const markMade = () =>
    made.mutate(laidOut, {
      onSuccess: ({ made: n }) => {
        toast({ title: `${n} ${n === 1 ? 'line' : 'lines'} marked made` });
        setPicked([]);
        setLaidOut([]);
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Nothing was marked made',
          description: errorMessage(err, 'Try again.'),
        }),
    });

  return (
    <div className="space-y-5">
      <PageHeading title="Today's batch">
        <AppLink href="/admin/queue" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          Back to the queue
        </AppLink>
      </PageHeading>
      {machines.data.length === 0 ? (
        <EmptyState title="No laser, router or sublimation printer yet">
          Add one in Settings, Machines, to lay out a batch.
        </EmptyState>
      ) : (
        <form
          className="grid gap-4 rounded-[var(--radius-card)] bg-cream-50 p-4 md:p-6"
          aria-label="Choose the batch"
          onSubmit={(e) => {
            e.preventDefault();
            setLaidOut(lines.map((l) => l.line.id).filter((id) => picked.includes(id)));
          }}
        >
          <div className="grid gap-1.5 sm:max-w-md">
            <Label htmlFor="batch-machine">Machine</Label>
            {/* The sheet's size goes under the select, not into the option: a closed select on a
                phone shows one line and cut "Mug sublimation printer (297 x 210 mm paper)" short. */}
            <NativeSelect
              id="batch-machine"
              aria-describedby={machine ? 'batch-machine-sheet' : undefined}
              value={machineId}
              onChange={(e) => {
                setMachine(e.target.value);
                setPicked([]);
                setLaidOut([]);
              }}
            >
              {machines.data.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect>
            {machine && (
              <p id="batch-machine-sheet" className="text-sm text-ink-700">
                {mugs ? 'Paper' : 'Sheet'} {sheetSize(machine).widthMm} x {sheetSize(machine).heightMm} mm
              </p>
            )}
          </div>
          {lines.length === 0 ? (
            <p className="text-sm text-ink-700" role="status">
              {mugs
                ? 'No mugs to print right now: they appear here once their proof is approved.'
                : 'Nothing to cut right now: boards and plates appear here once their proof is approved.'}
            </p>
          ) : (
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold text-ink-900">Lines ready to make</legend>
              <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink-900">
                <input
                  type="checkbox"
                  className="size-5 accent-clay-600"
                  checked={picked.length === lines.length}
                  onChange={(e) => {
                    setLaidOut([]);
                    setPicked(e.target.checked ? lines.map((l) => l.line.id) : []);
                  }}
                />
                Everything approved for the {machine?.name ?? 'machine'} ({lines.length})
              </label>
              <ul className="grid gap-2 md:grid-cols-2">
                {lines.map((item) => (
                  <li key={item.line.id}>
                    <label className="flex min-h-14 items-center gap-3 rounded-2xl border border-cream-300 p-2 text-sm text-ink-900 has-checked:border-clay-600">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 accent-clay-600"
                        checked={picked.includes(item.line.id)}
                        onChange={(e) => toggle(item.line.id, e.target.checked)}
                      />
                      {item.line.previewUrl ? (
                        <img
                          src={item.line.previewUrl}
                          alt=""
                          width={48}
                          height={48}
                          className="size-12 rounded-lg object-cover"
                        />
                      ) : null}
                      <span className="min-w-0">
                        <span className="block font-semibold">
                          {item.reference} · {item.line.productTitle}
                        </span>
                        <span className="block text-ink-700">
                          {item.line.variantTitle}
                          {item.neededBy ? ` · needed by ${item.neededBy}` : ''}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {mugs ? (
            <label className="flex min-h-11 items-center gap-3 text-sm text-ink-900">
              <input
                type="checkbox"
                className="size-5 accent-clay-600"
                checked={references}
                onChange={(e) => {
                  setLaidOut([]);
                  setReferences(e.target.checked);
                }}
              />
              Print each order reference small beside its wrap
            </label>
          ) : null}
          <Button type="submit" className="justify-self-start" disabled={picked.length === 0}>
            <LayoutGrid aria-hidden />
            Lay out {picked.length} {picked.length === 1 ? 'piece' : 'pieces'}
          </Button>
        </form>
      )}
      <section aria-label="The batch's sheets" aria-live="polite" aria-busy={batch.isFetching} className="space-y-4">
        {batch.isFetching ? <p className="text-sm text-ink-700">Packing the sheet and checking the files…</p> : null}
        {batch.isError ? (
          <p
            role="alert"
            className="rounded-2xl border border-danger-600 px-4 py-3 text-sm font-semibold text-danger-600"
          >
            {errorMessage(batch.error, 'Could not lay out this batch.')}
          </p>
        ) : null}
        {batch.data && laidOut.length > 0 ? (
          <>
            <p className="text-sm text-ink-900">
              {batch.data.sheets.length} {batch.data.sheets.length === 1 ? 'sheet' : 'sheets'}; by area alone no layout
              could use fewer than {batch.data.areaBound}.
            </p>
            <div className="grid gap-4 lg:grid-cols-2">
              {batch.data.sheets.map((sheet, i) => (
                <SheetPreview key={sheet.url} sheet={sheet} index={i} bed={batch.data.bed} />
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <a
                href={batch.data.jobSheetUrl}
                download
                className={buttonVariants({ variant: 'outline' })}
                aria-label="Download the job sheet (A4 PDF)"
              >
                <FileText aria-hidden />
                Job sheet (PDF)
              </a>
              <Button onClick={markMade} disabled={made.isPending}>
                <CheckCircle2 aria-hidden />
                {made.isPending ? 'Saving…' : `Mark these ${laidOut.length} made`}
              </Button>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
