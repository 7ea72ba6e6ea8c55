import type { Ref } from 'react';
import type { PreviewKind } from '../../../../contracts/previews';
import type { LetteringChoices } from '../../../../contracts/template-choices';
import type { CustomizationFieldsApi } from '../hooks/use-customization-fields';
import { useDictionary } from '../../../lib/i18n/language';
import { KIND_FORMS } from '../kinds/kind-forms';

/** The kind's own inputs (spec section 5), from its form, under one heading the sheet scrolls to. */
export function CustomizationFields({
  kind,
  form,
  choices,
  ref,
}: {
  kind: PreviewKind;
  form: CustomizationFieldsApi;
  /** What the product's template lets the shopper choose. */
  choices: LetteringChoices | undefined;
  ref?: Ref<HTMLElement>;
}) {
  const t = useDictionary();
  const { Fields } = KIND_FORMS[kind];
  return (
    <section ref={ref} aria-labelledby="customize-fields-heading" className="scroll-mt-4 space-y-4">
      <h3 id="customize-fields-heading" className="font-display text-lg font-semibold text-ink-900">
        {t.sheet.personalise}
      </h3>
      <Fields form={form} choices={choices} />
    </section>
  );
}
