import { countCharacters, firstCharacters } from '../../../../contracts/shopper-text';
import { DEFAULT_COLOR, DEFAULT_FONT, DEFAULT_MUG_STYLE, DEFAULT_STYLE } from '../../../../contracts/limits';
import type { PreviewKind } from '../../../../contracts/previews';
import {
  characterLimit,
  colourAllowed,
  defaultColourOf,
  defaultFontOf,
  fontAllowed,
  type LetteringChoices,
} from '../../../../contracts/template-choices';
import type { CustomizationFields } from './preview-history';

/**
 * A kind's start values other than the shared ones (a mug starts on its default art style): data
 * here, not on the kind's form, so this folder imports nothing of kinds/ (no circle, issue 40).
 */
const KIND_DEFAULTS: { [K in PreviewKind]?: Partial<CustomizationFields> } = {
  mug: { style: DEFAULT_MUG_STYLE },
};

/** The fields a sheet opens with (and Clear goes back to): the shared ones, then the kind's own. */
export function defaultFields(kind: PreviewKind): CustomizationFields {
  return {
    name: '',
    houseNumber: '',
    line1: '',
    line2: '',
    font: DEFAULT_FONT,
    color: DEFAULT_COLOR,
    style: DEFAULT_STYLE,
    userImageUrl: '',
    ...KIND_DEFAULTS[kind],
  };
}

/**
 * The hard cap on a field, for typing, a paste or an IME alike. Counted in characters as a shopper
 * sees them (a family emoji is one), the way the server's contract counts, so what passes here
 * passes there; the input's maxLength would count UTF-16 units and refuse what the server takes.
 */
export function capText(value: string, max: number): string {
  return countCharacters(value) > max ? firstCharacters(value, max) : value;
}

/**
 * The fields as the template allows them: a font or colour it does not offer becomes its default
 * (the sheet opens on serif and brown, a template may offer neither), and text is cut to its
 * lower limits, so a variant whose photo has other choices never keeps what it refuses. A mug
 * has no lettering to choose. The same object comes back when nothing changes.
 */
export function withinChoices(
  fields: CustomizationFields,
  kind: PreviewKind,
  choices: LetteringChoices | undefined,
): CustomizationFields {
  if (kind === 'mug' || !choices) return fields;
  const font = fontAllowed(choices, fields.font) ? fields.font : defaultFontOf(choices);
  const color = colourAllowed(choices, fields.color) ? fields.color : defaultColourOf(choices);
  const name = capText(fields.name, characterLimit(choices, kind === 'kids' ? 'childName' : 'name'));
  const houseNumber = capText(fields.houseNumber, characterLimit(choices, 'houseNumber'));
  const same =
    font === fields.font && color === fields.color && name === fields.name && houseNumber === fields.houseNumber;
  return same ? fields : { ...fields, font, color, name, houseNumber };
}
