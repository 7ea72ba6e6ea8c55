import type * as z from 'zod/mini';
import {
  designFieldSchema,
  designInputSchema,
  type DesignField,
  type DesignFieldKind,
  type DesignInput,
  type DesignSlot,
} from '../../../../../contracts/personalisation-design';
import { MUG_STYLES } from '../../../../../contracts/previews';
import type { FieldErrors } from './field-errors';

/**
 * The studio's working copy of a product's personalisation design (issue 41). Fields and slots
 * carry a key of their own, apart from the id the owner types, so a field keeps its place (and
 * focus) in the list while its id is being edited.
 */
export interface DraftField {
  key: number;
  field: DesignField;
}
export interface DraftSlot {
  key: number;
  slot: DesignSlot;
}
export interface DesignDraft {
  fields: DraftField[];
  slots: DraftSlot[];
  nextKey: number;
}

export const KIND_NAMES: Record<DesignFieldKind, string> = {
  text: 'Text line',
  number: 'Number',
  date: 'Date',
  photo: 'Photo',
  choice: 'Choice',
  caricature: 'Caricature style',
};

/** Slot kind each field kind goes in; choices and caricature styles change the look, not a place. */
export const SLOT_KIND: Partial<Record<DesignFieldKind, DesignSlot['kind']>> = {
  text: 'text',
  number: 'text',
  date: 'text',
  photo: 'photo',
};

/** A design as the editor holds it: defaults filled in (a starter leaves them out), every item keyed. */
export function draftOf(design: DesignInput | { slots: DesignSlot[]; fields: DesignField[] }): DesignDraft {
  const fields = design.fields.map((f, i) => ({ key: i + 1, field: designFieldSchema.parse(f) }));
  const slots = design.slots.map((s, i) => ({ key: fields.length + i + 1, slot: { ...s } }));
  return { fields, slots, nextKey: fields.length + slots.length + 1 };
}

export const BLANK_DRAFT: DesignDraft = {
  fields: [],
  slots: [{ key: 1, slot: { id: 'main', kind: 'text', x: 0.05, y: 0.1, width: 0.9, height: 0.8 } }],
  nextKey: 2,
};

export const inputOf = (draft: DesignDraft): DesignInput => ({
  slots: draft.slots.map((s) => s.slot),
  fields: draft.fields.map((f) => f.field),
});

function freeId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

/** A new field of this kind, in the first slot that fits it; its Hindi label is the owner's to write. */
export function newField(kind: DesignFieldKind, draft: DesignDraft): DesignField {
  const id = freeId(
    kind,
    draft.fields.map((f) => f.field.id),
  );
  const label = { en: `${KIND_NAMES[kind]} ${id.slice(kind.length)}`, hi: '' };
  const common = { id, label, required: false };
  const slot = draft.slots.find((s) => s.slot.kind === SLOT_KIND[kind])?.slot.id ?? '';
  const lettered = { slot, fit: { lines: 1 as const, minLetterMm: 4 } };
  switch (kind) {
    case 'text':
      return { kind, ...common, ...lettered, minChars: 0, maxChars: 20, scripts: 'any', case: 'as-typed' };
    case 'number':
      return { kind, ...common, ...lettered, maxChars: 10 };
    case 'date':
      return { kind, ...common, ...lettered, format: 'd MMM yyyy', when: 'any' };
    case 'photo':
      return { kind, ...common, slot, minWidthPx: 0, minHeightPx: 0, crop: 'rectangle' };
    case 'choice':
      return { kind, ...common, changes: 'option', display: 'tiles', values: [] };
    case 'caricature':
      return { kind, ...common, styles: [...MUG_STYLES] };
  }
}

export type DraftAction =
  | { type: 'load'; draft: DesignDraft }
  | { type: 'add'; kind: DesignFieldKind }
  | { type: 'remove'; key: number }
  | { type: 'move'; key: number; by: -1 | 1 }
  | { type: 'edit'; key: number; field: DesignField }
  | { type: 'add-slot'; kind: DesignSlot['kind'] }
  | { type: 'remove-slot'; key: number }
  | { type: 'edit-slot'; key: number; slot: DesignSlot };

/** Renaming a field or a slot carries the rename to the conditions and fields that point at it. */
function renamed(fields: DraftField[], from: string, to: string, what: 'field' | 'slot'): DraftField[] {
  if (from === to) return fields;
  return fields.map((d) => {
    const f = d.field;
    if (what === 'field' && f.showWhen?.field === from)
      return { ...d, field: { ...f, showWhen: { ...f.showWhen, field: to } } };
    if (what === 'slot' && 'slot' in f && f.slot === from) return { ...d, field: { ...f, slot: to } };
    return d;
  });
}

export function editDraft(draft: DesignDraft, action: DraftAction): DesignDraft {
  switch (action.type) {
    case 'load':
      return action.draft;
    case 'add':
      return {
        ...draft,
        fields: [...draft.fields, { key: draft.nextKey, field: newField(action.kind, draft) }],
        nextKey: draft.nextKey + 1,
      };
    case 'remove':
      return { ...draft, fields: draft.fields.filter((f) => f.key !== action.key) };
    case 'move': {
      const from = draft.fields.findIndex((f) => f.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= draft.fields.length) return draft;
      const fields = [...draft.fields];
      const [moved] = fields.splice(from, 1);
      if (moved) fields.splice(to, 0, moved);
      return { ...draft, fields };
    }
    case 'edit': {
      const before = draft.fields.find((f) => f.key === action.key)?.field.id ?? action.field.id;
      const fields = draft.fields.map((f) => (f.key === action.key ? { ...f, field: action.field } : f));
      return { ...draft, fields: renamed(fields, before, action.field.id, 'field') };
    }
    case 'add-slot': {
      const id = freeId(
        action.kind === 'photo' ? 'photo' : 'slot',
        draft.slots.map((s) => s.slot.id),
      );
      const slot: DesignSlot = { id, kind: action.kind, x: 0.05, y: 0.1, width: 0.9, height: 0.3 };
      return { ...draft, slots: [...draft.slots, { key: draft.nextKey, slot }], nextKey: draft.nextKey + 1 };
    }
    case 'remove-slot':
      return { ...draft, slots: draft.slots.filter((s) => s.key !== action.key) };
    case 'edit-slot': {
      const before = draft.slots.find((s) => s.key === action.key)?.slot.id ?? action.slot.id;
      const slots = draft.slots.map((s) => (s.key === action.key ? { ...s, slot: action.slot } : s));
      return { ...draft, slots, fields: renamed(draft.fields, before, action.slot.id, 'slot') };
    }
  }
}

/**
 * The contract's refusals by path ('fields.2.maxChars'), the same the server would send, so each
 * shows at its input before anything is sent. A number box left empty reads as "Enter a number".
 */
export function draftProblems(draft: DesignDraft): FieldErrors {
  const parsed = designInputSchema.safeParse(inputOf(draft));
  if (parsed.success) return {};
  const out: FieldErrors = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= wordsFor(issue);
  return out;
}

/**
 * A refusal the contract did not word gets words here. zod/mini carries no messages of its own
 * ("Invalid input"), but once any module in the page loads zod's English locale the same issue
 * arrives as "Too big: expected number to be <=200": both are zod's defaults, not the contract's.
 */
const ZOD_DEFAULT = /^(Invalid input|Too big:|Too small:)/;

function wordsFor(issue: z.core.$ZodIssue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number';
  if (issue.code === 'too_big') return `At most ${String(issue.maximum)}`;
  if (issue.code === 'too_small') return `At least ${String(issue.minimum)}`;
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Enter a whole number';
  return 'Check this value';
}

/** The server names paths from the body; a domain refusal names them under `design.`. */
export const designPath = (path: string) => path.replace(/^(design|body)\./, '');
