import { lazy, Suspense, type Ref } from 'react';
import type { PersonalisationDesign } from '../../../../contracts/personalisation-design';
import type { PreviewKind } from '../../../../contracts/previews';
import type { LetteringChoices } from '../../../../contracts/template-choices';
import type { CustomizationFieldsApi } from '../hooks/use-customization-fields';
import { useDictionary } from '../../../lib/i18n/language';
import { KIND_FORMS } from '../kinds/kind-forms';

// A product's own design (issue 41): its form and its words load only for such a product.
const DesignFields = lazy(() => import('../design/design-fields'));

/** The kind's own inputs (spec section 5), from its form, under one heading the sheet scrolls to. */
export function CustomizationFields({
  kind,
  form,
  choices,
  design,
  ref,
}: {
  kind: PreviewKind;
  form: CustomizationFieldsApi;
  /** What the product's template lets the shopper choose. */
  choices: LetteringChoices | undefined;
  /** The product's own design, when it has one other than its category's form. */
  design: PersonalisationDesign | null;
  ref?: Ref<HTMLElement>;
}) {
  const t = useDictionary();
  const { Fields } = KIND_FORMS[kind];
  return (
    <section ref={ref} aria-labelledby="customize-fields-heading" className="scroll-mt-4 space-y-4">
      <h3 id="customize-fields-heading" className="font-display text-lg font-semibold text-ink-900">
        {t.sheet.personalise}
      </h3>
      {design ? (
        <Suspense fallback={<div className="h-24" aria-busy />}>
          <DesignFields design={design} values={form.fields.fields ?? {}} onChange={form.setDesignValue} />
        </Suspense>
      ) : (
        <Fields form={form} choices={choices} />
      )}
    </section>
  );
}
