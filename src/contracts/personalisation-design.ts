import * as z from 'zod/mini';
import { LETTERING_SCRIPTS } from './lettering-scripts';
import { MUG_STYLES } from './previews';

/**
 * Issue 41: what a product lets the shopper personalise, decided by the owner. A design is an
 * ordered list of fields (what the sheet asks, in that order), the slots on the template they go
 * in (fractions of the image's print area, so one design fits every photo of the product) and
 * the rules each value must keep. The studio writes it, the server stores every version with the
 * product and checks a cart line against the version the line names; the sheet's chunk loads this
 * file, never the first load (contracts/products.ts does not import it).
 */

/** At most this many fields: a sheet longer than this is no longer a form a shopper finishes. */
export const MAX_DESIGN_FIELDS = 200;
export const MAX_DESIGN_SLOTS = 20;
/** A text field's ceiling whatever the owner sets: the longest line a piece carries (a caption). */
export const TEXT_FIELD_CEILING = 200;

/** Scripts a text field may allow: Latin and Devanagari (every role's own fonts) and the lettering table's. */
export const DESIGN_SCRIPTS = ['Latin', 'Devanagari', ...LETTERING_SCRIPTS] as const;
export type DesignScript = (typeof DESIGN_SCRIPTS)[number];

export const DATE_FORMATS = ['d MMM yyyy', 'dd.MM.yyyy', 'hindi-numerals'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** A name the shopper reads, in each language the shop speaks. */
const bilingual = (what: string, max = 80) =>
  z.object({
    en: z.string().check(z.trim(), z.minLength(1, `${what} needs an English name`), z.maxLength(max)),
    hi: z.string().check(z.trim(), z.minLength(1, `${what} needs a Hindi name`), z.maxLength(max)),
  });
export type Bilingual = z.infer<ReturnType<typeof bilingual>>;

/** Field and slot ids are the keys values travel under: the seed's reuse today's (name, houseNumber, line1). */
const id = z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, 'An id is a letter then letters or digits'));

const fraction = z.number().check(z.gte(0), z.lte(1));
export const designSlotSchema = z.object({
  id,
  kind: z.enum(['text', 'photo']),
  /** Left, top, width and height as fractions of the print area: inside it means within 0..1. */
  x: fraction,
  y: fraction,
  width: z.number().check(z.gt(0), z.lte(1)),
  height: z.number().check(z.gt(0), z.lte(1)),
});
export type DesignSlot = z.infer<typeof designSlotSchema>;

/** How a text is fitted into its slot: shrunk to fit on one or two lines, never under a letter height. */
export const fitRuleSchema = z.object({
  lines: z._default(z.union([z.literal(1), z.literal(2)]), 1),
  minLetterMm: z._default(z.number().check(z.gte(1), z.lte(100)), 4),
});
export type FitRule = z.infer<typeof fitRuleSchema>;

/** Shown only while another field (a choice) has this value: "Add a date?" = yes. */
const conditionSchema = z.object({ field: id, value: z.string().check(z.minLength(1), z.maxLength(40)) });

const common = {
  id,
  label: bilingual('A field'),
  required: z._default(z.boolean(), false),
  showWhen: z.optional(conditionSchema),
};
const lettered = {
  slot: id,
  fit: z._default(fitRuleSchema, { lines: 1, minLetterMm: 4 }),
  placeholder: z.optional(bilingual('A placeholder', 120)),
};
const chars = z.int().check(z.gte(0), z.lte(TEXT_FIELD_CEILING));

const textField = z.object({
  kind: z.literal('text'),
  ...common,
  ...lettered,
  minChars: z._default(chars, 0),
  maxChars: chars,
  /** 'any': every script we letter; otherwise only these. */
  scripts: z._default(z.union([z.literal('any'), z.array(z.enum(DESIGN_SCRIPTS)).check(z.minLength(1))]), 'any'),
  case: z._default(z.enum(['as-typed', 'upper', 'lower', 'title']), 'as-typed'),
});
const numberField = z.object({
  kind: z.literal('number'),
  ...common,
  ...lettered,
  maxChars: chars,
  /** A regular expression the whole value must match ('^[A-Z0-9/-]+$' for a house number). */
  pattern: z.optional(z.string().check(z.maxLength(200))),
});
const dateField = z.object({
  kind: z.literal('date'),
  ...common,
  ...lettered,
  format: z.enum(DATE_FORMATS),
  when: z._default(z.enum(['any', 'past', 'future']), 'any'),
});
const photoField = z.object({
  kind: z.literal('photo'),
  ...common,
  slot: id,
  minWidthPx: z._default(z.int().check(z.gte(0), z.lte(20000)), 0),
  minHeightPx: z._default(z.int().check(z.gte(0), z.lte(20000)), 0),
  crop: z._default(z.enum(['rectangle', 'square', 'circle']), 'rectangle'),
});
export const choiceValueSchema = z.object({
  value: z.string().check(z.regex(/^[\w#-]{1,40}$/, 'A choice value is up to 40 letters, digits, # or -')),
  name: bilingual('A choice value'),
  /** What picking it sets on the piece: a font role, a colour, a motif or theme key. */
  sets: z.string().check(z.minLength(1), z.maxLength(80)),
});
const choiceField = z.object({
  kind: z.literal('choice'),
  ...common,
  changes: z.enum(['font', 'colour', 'motif', 'theme', 'style', 'option']),
  display: z._default(z.enum(['tiles', 'list']), 'tiles'),
  values: z.array(choiceValueSchema).check(z.maxLength(40)),
});
const caricatureField = z.object({
  kind: z.literal('caricature'),
  ...common,
  styles: z.array(z.enum(MUG_STYLES)).check(z.minLength(1)),
});

export const designFieldSchema = z.discriminatedUnion('kind', [
  textField,
  numberField,
  dateField,
  photoField,
  choiceField,
  caricatureField,
]);
export type DesignField = z.infer<typeof designFieldSchema>;
export type DesignFieldKind = DesignField['kind'];

const slotKindOf: Partial<Record<DesignFieldKind, DesignSlot['kind']>> = {
  text: 'text',
  number: 'text',
  date: 'text',
  photo: 'photo',
};

/** The refusals a whole design can earn, each at the field (or slot) it is about, named in words. */
function designProblems(design: {
  slots: DesignSlot[];
  fields: DesignField[];
}): { path: PropertyKey[]; message: string }[] {
  const out: { path: PropertyKey[]; message: string }[] = [];
  const name = (f: DesignField) => `"${f.label.en}" (${f.id})`;
  if (design.fields.length === 0) out.push({ path: ['fields'], message: 'A design needs at least one field' });
  if (design.fields.length > MAX_DESIGN_FIELDS)
    out.push({ path: ['fields'], message: `A design has at most ${MAX_DESIGN_FIELDS} fields` });
  const slots = new Map<string, DesignSlot>();
  for (const [i, s] of design.slots.entries()) {
    if (slots.has(s.id)) out.push({ path: ['slots', i, 'id'], message: `Two slots are called ${s.id}` });
    slots.set(s.id, s);
    if (s.x + s.width > 1 + 1e-9 || s.y + s.height > 1 + 1e-9)
      out.push({ path: ['slots', i], message: `Slot ${s.id} reaches outside the print area` });
  }
  const fields = new Map<string, DesignField>();
  for (const [i, f] of design.fields.entries()) {
    if (fields.has(f.id)) out.push({ path: ['fields', i, 'id'], message: `Two fields are called ${f.id}` });
    fields.set(f.id, f);
    const wants = slotKindOf[f.kind];
    if (wants && 'slot' in f) {
      const slot = slots.get(f.slot);
      if (!slot)
        out.push({
          path: ['fields', i, 'slot'],
          message: `${name(f)} goes in slot ${f.slot}, which the design does not have`,
        });
      else if (slot.kind !== wants)
        out.push({
          path: ['fields', i, 'slot'],
          message: `${name(f)} needs a ${wants} slot; ${f.slot} is a ${slot.kind} slot`,
        });
    }
    if (f.kind === 'text' && f.maxChars < f.minChars)
      out.push({
        path: ['fields', i, 'maxChars'],
        message: `${name(f)}: the most characters (${f.maxChars}) is below the least (${f.minChars})`,
      });
    if ((f.kind === 'text' || f.kind === 'number') && f.maxChars < 1)
      out.push({ path: ['fields', i, 'maxChars'], message: `${name(f)} must allow at least 1 character` });
    if (f.kind === 'number' && f.pattern !== undefined && !compiles(f.pattern))
      out.push({ path: ['fields', i, 'pattern'], message: `${name(f)}: the pattern is not a regular expression` });
    if (f.kind === 'choice') {
      if (f.values.length === 0)
        out.push({ path: ['fields', i, 'values'], message: `${name(f)} has no values to choose from` });
      const seen = new Set<string>();
      for (const [j, v] of f.values.entries()) {
        if (seen.has(v.value))
          out.push({ path: ['fields', i, 'values', j], message: `${name(f)} lists ${v.value} twice` });
        seen.add(v.value);
      }
    }
  }
  // Conditions are checked once every field is known: a condition may only look back at a choice above it.
  for (const [i, f] of design.fields.entries()) {
    if (!f.showWhen) continue;
    const on = fields.get(f.showWhen.field);
    const at = ['fields', i, 'showWhen'];
    if (!on)
      out.push({
        path: at,
        message: `${name(f)} is shown when ${f.showWhen.field} is set, but there is no field ${f.showWhen.field}`,
      });
    else if (on.kind !== 'choice')
      out.push({ path: at, message: `${name(f)} can only depend on a choice; ${on.id} is a ${on.kind} field` });
    else if (design.fields.indexOf(on) > i)
      out.push({ path: at, message: `${name(f)} depends on ${on.id}, which comes after it` });
    else if (!on.values.some((v) => v.value === f.showWhen?.value))
      out.push({
        path: at,
        message: `${name(f)} depends on ${on.id} being ${f.showWhen.value}, which is not one of its values`,
      });
  }
  return out;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** A design as the studio sends it (no version: the server gives each save the next one). */
export const designInputSchema = z
  .object({
    slots: z.array(designSlotSchema).check(z.maxLength(MAX_DESIGN_SLOTS)),
    // One over the limit still parses, so the refusal names the limit rather than a generic size error.
    fields: z.array(designFieldSchema).check(z.maxLength(MAX_DESIGN_FIELDS + 1)),
  })
  .check(
    z.superRefine((design, ctx) => {
      for (const p of designProblems(design)) ctx.issues.push({ code: 'custom', input: design, ...p });
    }),
  );
export type DesignInput = z.input<typeof designInputSchema>;

/** A stored design: the input plus the version it was saved as (1, 2, ...). */
export const personalisationDesignSchema = z.object({
  version: z.int().check(z.gte(1)),
  slots: z.array(designSlotSchema),
  fields: z.array(designFieldSchema),
});
export type PersonalisationDesign = z.infer<typeof personalisationDesignSchema>;

/**
 * Kept where the studio has always found it; the sheet imports it from personalisation-conditions.
 * @public
 */
export { isShown } from './personalisation-conditions';
