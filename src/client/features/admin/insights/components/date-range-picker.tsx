import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input, Label } from '../../../../components/ui/input';
import { lastDays, type DateRange } from '../logic/date-range';

const PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
];

/** Two native date fields (the phone's own picker) and quick presets; Apply reads the range. */
export function DateRangePicker({ range, onChange }: { range: DateRange; onChange: (r: DateRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const valid = !!draft.from && !!draft.to;
  return (
    <div className="space-y-3 rounded-[var(--radius-card)] bg-cream-50 p-3 shadow-[var(--shadow-card)] md:p-4">
      <form
        className="grid grid-cols-2 items-end gap-3 md:grid-cols-[12rem_12rem_auto]"
        aria-label="Date range"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onChange(draft);
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor="insights-from">From</Label>
          <Input
            id="insights-from"
            type="date"
            value={draft.from}
            max={draft.to}
            required
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="insights-to">To</Label>
          <Input
            id="insights-to"
            type="date"
            value={draft.to}
            min={draft.from}
            required
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <Button type="submit" className="col-span-2 h-12 md:col-span-1" disabled={!valid}>
          Show
        </Button>
      </form>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
        {PRESETS.map((p) => {
          const r = lastDays(p.days);
          const active = r.from === range.from && r.to === range.to;
          return (
            <Button
              key={p.days}
              size="sm"
              variant={active ? 'secondary' : 'ghost'}
              aria-pressed={active}
              onClick={() => onChange(r)}
            >
              {p.label}
            </Button>
          );
        })}
      </div>
      <p className="text-xs text-ink-700">Days run from midnight to midnight in India (IST).</p>
    </div>
  );
}
