import { useEffect, useReducer, useRef, useState } from 'react';
import type { StudioProduct } from '../../../../../contracts/admin-products';
import type { DesignFieldKind, PersonalisationDesign } from '../../../../../contracts/personalisation-design';
import { STARTER_DESIGNS } from '../../../../../contracts/personalisation-starters';
import { ErrorState } from '../../../../components/admin/query-states';
import { Button } from '../../../../components/ui/button';
import { useDesign } from '../api/get-design';
import { useSaveDesign } from '../api/save-design';
import {
  BLANK_DRAFT,
  designPath,
  draftOf,
  draftProblems,
  editDraft,
  inputOf,
  KIND_NAMES,
  type DesignDraft,
} from '../logic/design-draft';
import { fieldErrorsOf, type FieldErrors } from '../logic/field-errors';
import { DesignFieldCard, type CardMove } from './design-field-card';
import { SelectBox } from './design-inputs';
import { DesignPreview } from './design-preview';
import { DesignSlots } from './design-slots';

const KINDS = Object.entries(KIND_NAMES) as [DesignFieldKind, string][];
const section = 'space-y-4 rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)]';

/** Errors under `fields.<i>.`, without the prefix, for the card of the field at i. */
function errorsAt(errors: FieldErrors, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [p, m] of Object.entries(errors)) if (p.startsWith(`${prefix}.`)) out[p.slice(prefix.length + 1)] = m;
  return out;
}

/** The product's personalisation design in the studio: loads the current version, then edits it. */
export function DesignEditor({
  productId,
  image,
}: {
  productId: string;
  /** The photo chosen in the product's photos, for the server's preview. */
  image: StudioProduct['images'][number] | undefined;
}) {
  const design = useDesign(productId);
  return (
    <section aria-labelledby="design-heading" className={section}>
      <h2 id="design-heading" className="font-display text-lg font-semibold text-ink-900">
        What the shopper personalises
      </h2>
      {design.isPending && <p role="status">Loading the design…</p>}
      {design.isError && <ErrorState error={design.error} onRetry={() => void design.refetch()} />}
      {design.data && <DesignForm productId={productId} image={image} saved={design.data.design} />}
    </section>
  );
}

function DesignForm({
  productId,
  image,
  saved,
}: {
  productId: string;
  image: StudioProduct['images'][number] | undefined;
  saved: PersonalisationDesign | null;
}) {
  const [draft, dispatch] = useReducer(editDraft, saved, (s): DesignDraft => (s ? draftOf(s) : BLANK_DRAFT));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [said, say] = useState('');
  const [starter, setStarter] = useState('');
  const [kind, setKind] = useState<DesignFieldKind>('text');
  const [slotsOpen, setSlotsOpen] = useState(false);
  const save = useSaveDesign(productId);
  const list = useRef<HTMLOListElement>(null);
  const focusNext = useRef<string | null>(null);
  const focusInvalid = useRef(false);

  const errors: FieldErrors = { ...(attempted ? draftProblems(draft) : {}), ...serverErrors };
  const count = Object.keys(errors).length;

  useEffect(() => {
    const root = list.current?.closest('section');
    if (focusNext.current) root?.querySelector<HTMLElement>(`[data-focus="${focusNext.current}"]`)?.focus();
    else if (focusInvalid.current) root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    focusNext.current = null;
    focusInvalid.current = false;
  });

  const change = (action: Parameters<typeof dispatch>[0]) => {
    setServerErrors({});
    dispatch(action);
  };
  const expand = (key: number, on = !open.has(key)) =>
    setOpen((o) => {
      const next = new Set(o);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const move = (key: number, how: CardMove) => {
    const i = draft.fields.findIndex((f) => f.key === key);
    const item = draft.fields[i];
    if (!item) return;
    const name = item.field.label.en || item.field.id;
    if (how === 'remove') {
      change({ type: 'remove', key });
      const neighbour = draft.fields[i + 1] ?? draft.fields[i - 1];
      focusNext.current = neighbour ? `${neighbour.key}-toggle` : 'add-field';
      return say(`${name} removed`);
    }
    const to = i + (how === 'up' ? -1 : 1);
    if (to < 0 || to >= draft.fields.length) return;
    change({ type: 'move', key, by: how === 'up' ? -1 : 1 });
    // The pressed button may now be disabled (top or bottom): the other one keeps the focus.
    const edge = (how === 'up' && to === 0) || (how === 'down' && to === draft.fields.length - 1);
    const active = document.activeElement?.getAttribute('data-focus');
    focusNext.current = active?.endsWith('-toggle') ? active : `${key}-${edge ? (how === 'up' ? 'down' : 'up') : how}`;
    say(`${name} moved to ${to + 1} of ${draft.fields.length}`);
  };

  const add = () => {
    const key = draft.nextKey;
    change({ type: 'add', kind });
    expand(key, true);
    focusNext.current = `${key}-toggle`;
    say(`${KIND_NAMES[kind]} added as field ${draft.fields.length + 1}`);
  };

  const start = () => {
    const chosen = STARTER_DESIGNS.find((s) => s.key === starter);
    if (starter !== 'blank' && !chosen) return;
    change({ type: 'load', draft: chosen ? draftOf(chosen.design) : BLANK_DRAFT });
    setOpen(new Set());
    say(`Started from ${chosen ? chosen.name : 'a blank design'}. Save to make it the product's design.`);
  };

  const onSave = () => {
    setAttempted(true);
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) {
      say('');
      setOpen(
        new Set(draft.fields.filter((_, i) => Object.keys(errorsAt(problems, `fields.${i}`)).length).map((f) => f.key)),
      );
      focusInvalid.current = true;
      return;
    }
    say('Saving…');
    save.mutate(inputOf(draft), {
      onSuccess: (r) =>
        say(
          `Saved as version ${r.design?.version ?? ''}. Lines already in carts keep the version they were made with.`,
        ),
      onError: (err) => {
        say('');
        const byPath: FieldErrors = {};
        for (const [p, m] of Object.entries(fieldErrorsOf(err))) byPath[designPath(p)] = m;
        setServerErrors(byPath);
        focusInvalid.current = true;
      },
    });
  };

  const general = [errors[''], errors.fields, errors.slots].filter(Boolean);
  const slotErrors = Object.keys(errors).some((p) => p.startsWith('slots.'));
  const slotsShown = slotsOpen || slotErrors;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="min-w-0 space-y-5">
        <p className="text-sm text-ink-700">
          {saved
            ? `Version ${saved.version} is what shoppers fill in now.`
            : 'No design yet: start from one below or build one field by field.'}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <SelectBox
              label="Start from"
              value={starter}
              options={[
                ['', 'Choose a starting design…'],
                ['blank', 'A blank design'],
                ...STARTER_DESIGNS.map((s) => [s.key, s.name] as const),
              ]}
              onChange={setStarter}
            />
          </div>
          <Button type="button" variant="outline" disabled={!starter} onClick={start}>
            Use this start
          </Button>
        </div>

        <div role="alert" className="text-sm font-medium text-danger-600">
          {count > 0 &&
            `Not saved: ${count === 1 ? 'one setting needs' : `${count} settings need`} attention. ${general.join('. ')}`}
        </div>

        <div className="space-y-3">
          <h3 className="font-display text-base font-semibold text-ink-900">
            Fields, in the order the shopper fills them
          </h3>
          <p id="design-reorder-hint" className="text-xs text-ink-700">
            Move a field with its arrow buttons, or focus its name and press Alt + ↑ or Alt + ↓.
          </p>
          <ol ref={list} aria-label="Fields" className="space-y-3" aria-describedby="design-reorder-hint">
            {draft.fields.map((item, i) => (
              <li key={item.key}>
                <DesignFieldCard
                  item={item}
                  index={i}
                  count={draft.fields.length}
                  above={draft.fields.slice(0, i).map((f) => f.field)}
                  slots={draft.slots.map((s) => s.slot)}
                  errors={errorsAt(errors, `fields.${i}`)}
                  open={open.has(item.key)}
                  onToggle={() => expand(item.key)}
                  onChange={(field) => change({ type: 'edit', key: item.key, field })}
                  onMove={(how) => move(item.key, how)}
                />
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <SelectBox label="New field's kind" value={kind} options={KINDS} onChange={setKind} />
            </div>
            <Button type="button" variant="outline" data-focus="add-field" onClick={add}>
              Add field
            </Button>
          </div>
        </div>

        <div className="space-y-3">
          <h3 className="font-display text-base font-semibold text-ink-900">
            <button
              type="button"
              aria-expanded={slotsShown}
              aria-controls="design-slots"
              onClick={() => setSlotsOpen(!slotsShown)}
              className="flex min-h-11 items-center gap-2 rounded-xl px-1 text-left"
            >
              <span aria-hidden="true">{slotsShown ? '▾' : '▸'}</span>
              Slots on the template ({draft.slots.length})
              {slotErrors && <span className="text-xs font-semibold text-danger-600">needs attention</span>}
            </button>
          </h3>
          {slotsShown && (
            <div id="design-slots">
              <DesignSlots slots={draft.slots} errors={errors} dispatch={change} />
            </div>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={onSave} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save design'}
          </Button>
          <p role="status" className="text-sm text-leaf-600">
            {said}
          </p>
        </div>
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <DesignPreview
          productId={productId}
          image={image}
          fields={draft.fields.map((f) => f.field)}
          slots={draft.slots.map((s) => s.slot)}
        />
      </div>
    </div>
  );
}
