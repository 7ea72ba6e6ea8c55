import type { PreviewKind } from '../../../../contracts/previews';
import type { KindForm } from './kind-form';
import { genericForm, kidsForm, nameplateForm } from './lettered-forms';
import { mugForm } from './mug';

/** Every preview kind's form in the sheet, keyed by the contract's kinds (the compiler checks each has one). */
export const KIND_FORMS: { [K in PreviewKind]: KindForm<K> } = {
  nameplate: nameplateForm,
  kids: kidsForm,
  mug: mugForm,
  generic: genericForm,
};
