import { countCharacters, firstCharacters } from '../../../../contracts/shopper-text';
import { DEFAULT_COLOR, DEFAULT_FONT, DEFAULT_STYLE } from '../../../../contracts/limits';
import type { PreviewKind } from '../../../../contracts/previews';
import { KIND_FORMS } from '../kinds/kind-forms';
import type { CustomizationFields } from './preview-history';

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
    ...KIND_FORMS[kind].defaults,
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
