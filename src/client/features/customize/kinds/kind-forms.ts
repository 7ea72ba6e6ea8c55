import type { PreviewKind } from '../../../../contracts/previews';
import { genericForm } from './generic';
import { kidsForm } from './kids';
import type { KindForm } from './kind-form';
import { mugForm } from './mug';
import { nameplateForm } from './nameplate';

/** Every preview kind's form in the sheet, keyed by the contract's kinds (the compiler checks each has one). */
export const KIND_FORMS: { [K in PreviewKind]: KindForm<K> } = {
  nameplate: nameplateForm,
  kids: kidsForm,
  mug: mugForm,
  generic: genericForm,
};
