import type { TemplateInput } from '../../../../../contracts/admin-products';
import type { Category } from '../../../../../contracts/products';
import type { PrintArea } from '../../../../../contracts/print-area';
import {
  CHARACTER_CEILINGS,
  coloursOf,
  fontsOf,
  LETTERING_COLOURS,
  LETTERING_FONTS,
  type LetteringColour,
  type LetteringFont,
  type LimitedField,
} from '../../../../../contracts/template-choices';

/** The studio's form of a template's lettering choices: every box ticked and no limit typed is the shop standard. */
export interface LetteringLook {
  fonts: LetteringFont[];
  colors: LetteringColour[];
  /** As typed: '' is no lower limit. */
  limits: Record<LimitedField, string>;
}

/** Which limits a product's lettering has: a name board's name and number, a kids plate's child name; a mug none. */
export function limitedFieldsOf(category: Category | null): LimitedField[] {
  switch (category) {
    case 'Mugs':
      return [];
    case 'Nameplates':
      return ['name', 'houseNumber'];
    case 'Kids Buntings':
      return ['childName'];
    default:
      return ['name'];
  }
}

/** Whether the product takes lettering at all: a mug's caption has no font or colour to choose. */
export const hasLettering = (category: Category | null) => category !== 'Mugs';

export function letteringLookOf(area: PrintArea | undefined): LetteringLook {
  const limit = (field: LimitedField) => String(area?.limits?.[field] ?? '');
  return {
    fonts: fontsOf(area),
    colors: coloursOf(area),
    limits: { name: limit('name'), houseNumber: limit('houseNumber'), childName: limit('childName') },
  };
}

type LetteringInput = Pick<TemplateInput, 'fonts' | 'colors' | 'limits'>;

/**
 * The choices as the template PUT takes them. Everything ticked is sent as nothing (the shop
 * standard, which takes in any font added later); nothing ticked is sent as an empty list, for
 * the server to refuse at the field. A limit is sent as typed, for the server to judge.
 */
export function letteringInputOf(look: LetteringLook, category: Category | null): LetteringInput {
  if (!hasLettering(category)) return {};
  const limits: Partial<Record<LimitedField, number>> = {};
  for (const field of limitedFieldsOf(category)) {
    const typed = look.limits[field].trim();
    if (typed !== '') limits[field] = Number(typed);
  }
  return {
    ...(look.fonts.length < LETTERING_FONTS.length && { fonts: look.fonts }),
    ...(look.colors.length < LETTERING_COLOURS.length && { colors: look.colors }),
    ...(Object.keys(limits).length > 0 && { limits }),
  };
}

export const ceilingOf = (field: LimitedField) => CHARACTER_CEILINGS[field];
