import type { CustomizationPayload } from '../../contracts/cart-requests';
import type { PreviewKind } from '../../contracts/previews';
import {
  letteringProblem,
  type LetteringChoices,
  type LetteringEntry,
  type LimitedField,
} from '../../contracts/template-choices';
import { DomainError } from '../platform/errors';

/**
 * The server's side of a template's choices: a preview or a cart line with a font or colour the
 * template does not offer, or a text over its lower limit, is refused at its field. The limit a
 * text counts against is the product's (a kids plate's child name), whichever call or field the
 * browser used, so no other route gets round it.
 */

/**
 * The limit the main line of lettering counts against, per kind of product, and what the sheet
 * calls its `name` field (a kids plate's is the child's); a mug has no lettering.
 */
const MAIN_LINE: Record<PreviewKind, { limit: LimitedField; label: string } | null> = {
  nameplate: { limit: 'name', label: 'Name' },
  kids: { limit: 'childName', label: 'Child name' },
  generic: { limit: 'name', label: 'Name' },
  mug: null,
};

/** The label a text is refused under: the field it came in, the `name` field as its product calls it. */
const FIELD_LABELS: Record<string, string> = { childName: 'Child name', text: 'Text' };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function entryOf(
  kind: PreviewKind,
  values: Record<string, unknown>,
  mainFields: readonly string[],
  prefix: string,
): LetteringEntry | null {
  const main = MAIN_LINE[kind];
  // Lettering is a text kind's: a mug's form sends the sheet's default font, which means nothing there.
  if (!main) return null;
  const at = (field: string) => `${prefix}${field}`;
  return {
    font: { path: at('font'), value: text(values.font) },
    color: { path: at('color'), value: text(values.color) },
    texts: [
      ...mainFields.map((field) => ({
        path: at(field),
        label: FIELD_LABELS[field] ?? main.label,
        value: text(values[field]),
        limit: main.limit,
      })),
      {
        path: at('houseNumber'),
        label: 'House number',
        value: text(values.houseNumber),
        limit: 'houseNumber' as const,
      },
    ],
  };
}

/** A preview request's lettering, for the product the image belongs to. */
export function previewLettering(productKind: PreviewKind, body: Record<string, unknown>): LetteringEntry | null {
  return entryOf(productKind, body, ['name', 'childName', 'text'], '');
}

/** A cart line's lettering: the sheet sends a kids plate's name as `name`, others may send `childName`. */
export function cartLettering(productKind: PreviewKind, customization: CustomizationPayload): LetteringEntry | null {
  return entryOf(productKind, customization, ['name', 'childName'], 'customization.');
}

export function requireWithinTemplate(choices: LetteringChoices | undefined, entry: LetteringEntry | null): void {
  if (!entry) return;
  const problem = letteringProblem(choices, entry);
  if (problem) throw new DomainError('invalid_input', problem.message, { field: problem.path });
}
