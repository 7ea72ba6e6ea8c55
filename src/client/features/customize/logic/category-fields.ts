import { countCharacters, firstCharacters } from '../../../../contracts/shopper-text';
import { DEFAULT_COLOR, DEFAULT_FONT, DEFAULT_MUG_STYLE, DEFAULT_STYLE, LIMITS } from '../../../../contracts/limits';
import type { CustomizeKind } from './category';
import type { CustomizationFields } from './preview-history';

export interface TextFieldSpec {
  label: string;
  placeholder: string;
  max: number;
}

/** Which inputs each category asks for (spec sections 3 and 5). */
export interface CategoryFields {
  name?: TextFieldSpec;
  houseNumber?: TextFieldSpec;
  caption?: TextFieldSpec;
  photo: boolean;
  styles: boolean;
  /** Font and colour choices for painted or engraved lettering. */
  lettering: boolean;
}

export const CATEGORY_FIELDS: Record<CustomizeKind, CategoryFields> = {
  nameplate: {
    name: { label: 'Name', placeholder: 'e.g. Sharma Niwas', max: LIMITS.nameMax },
    houseNumber: { label: 'House number', placeholder: 'e.g. B-12', max: LIMITS.houseNumberMax },
    photo: false,
    styles: false,
    lettering: true,
  },
  kids: {
    name: { label: "Child's name", placeholder: 'e.g. Aarav', max: LIMITS.childNameMax },
    photo: false,
    styles: false,
    lettering: true,
  },
  mug: {
    caption: { label: 'Caption', placeholder: 'e.g. World’s best Nani', max: LIMITS.captionMax },
    photo: true,
    styles: true,
    lettering: false,
  },
  generic: {
    name: { label: 'Name or short message', placeholder: 'e.g. Meera', max: LIMITS.nameMax },
    photo: false,
    styles: false,
    lettering: true,
  },
};

export function defaultFields(kind: CustomizeKind): CustomizationFields {
  return {
    name: '',
    houseNumber: '',
    line1: '',
    line2: '',
    font: DEFAULT_FONT,
    color: DEFAULT_COLOR,
    style: kind === 'mug' ? DEFAULT_MUG_STYLE : DEFAULT_STYLE,
    userImageUrl: '',
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
