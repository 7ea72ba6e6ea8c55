import type { DesignSlot } from '../../../../../contracts/personalisation-design';
import { Button } from '../../../../components/ui/button';
import type { DraftAction, DraftSlot } from '../logic/design-draft';
import { NumberBox, SelectBox, TextBox } from './design-inputs';

const EDGES = [
  ['x', 'From the left (%)'],
  ['y', 'From the top (%)'],
  ['width', 'Width (%)'],
  ['height', 'Height (%)'],
] as const;

/** Percent on screen, a fraction of the print area in the design (one decimal place is plenty). */
const percent = (f: number) => (Number.isNaN(f) ? f : Math.round(f * 1000) / 10);

/** The template's slots: rectangles in percent of the print area, each for text or a photo. */
export function DesignSlots({
  slots,
  errors,
  dispatch,
}: {
  slots: DraftSlot[];
  errors: Record<string, string>;
  dispatch: (action: DraftAction) => void;
}) {
  const edit = (key: number, slot: DesignSlot) => dispatch({ type: 'edit-slot', key, slot });
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">
        Where things go on the template, in percent of the print area marked on each photo. A template can have several.
      </p>
      <ol className="space-y-3">
        {slots.map(({ key, slot }, i) => {
          const err = (sub: string) => errors[`slots.${i}${sub ? `.${sub}` : ''}`];
          return (
            <li key={key}>
              <fieldset className="grid min-w-0 grid-cols-2 gap-2 rounded-2xl border border-cream-300 p-3">
                <legend className="px-1 text-sm font-semibold text-ink-900">Slot {slot.id || i + 1}</legend>
                <TextBox
                  label={`Slot ${i + 1} name`}
                  value={slot.id}
                  onChange={(id) => edit(key, { ...slot, id })}
                  error={err('id')}
                />
                <SelectBox
                  label={`Slot ${i + 1} holds`}
                  value={slot.kind}
                  options={[
                    ['text', 'Text'],
                    ['photo', 'A photo'],
                  ]}
                  onChange={(kind) => edit(key, { ...slot, kind })}
                  error={err('kind')}
                />
                {EDGES.map(([edge, label]) => (
                  <NumberBox
                    key={edge}
                    label={`Slot ${i + 1} ${label.toLowerCase()}`}
                    value={percent(slot[edge])}
                    min={0}
                    max={100}
                    step={0.5}
                    onChange={(n) => edit(key, { ...slot, [edge]: n / 100 })}
                    error={err(edge)}
                  />
                ))}
                {err('') && <p className="col-span-2 text-sm font-medium text-danger-600">{err('')}</p>}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="col-span-2 justify-self-start"
                  onClick={() => dispatch({ type: 'remove-slot', key })}
                >
                  Remove slot {slot.id || i + 1}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => dispatch({ type: 'add-slot', kind: 'text' })}>
          Add a text slot
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => dispatch({ type: 'add-slot', kind: 'photo' })}>
          Add a photo slot
        </Button>
      </div>
    </div>
  );
}
