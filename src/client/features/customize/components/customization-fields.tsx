import type { Ref } from 'react';
import type { CustomizationFieldsApi } from '../hooks/use-customization-fields';
import type { CustomizeKind } from '../logic/category';
import { CATEGORY_FIELDS } from '../logic/category-fields';
import { CountedField } from './counted-field';
import { LetteringPicker } from './lettering-picker';
import { PhotoUpload } from './photo-upload';
import { StyleTiles } from './style-tiles';

/** The category's own inputs (spec section 5), under one heading the sheet scrolls to. */
export function CustomizationFields({
  kind,
  form,
  ref,
}: {
  kind: CustomizeKind;
  form: CustomizationFieldsApi;
  ref?: Ref<HTMLElement>;
}) {
  const { name, houseNumber, caption, photo, styles, lettering } = CATEGORY_FIELDS[kind];
  const { fields } = form;
  return (
    <section ref={ref} aria-labelledby="customize-fields-heading" className="scroll-mt-4 space-y-4">
      <h3 id="customize-fields-heading" className="font-display text-lg font-semibold text-ink-900">
        Personalise
      </h3>
      {photo ? (
        <PhotoUpload
          thumbnail={form.photo?.dataUrl ?? (fields.userImageUrl || null)}
          fileName={fields.line2}
          onChoose={form.choosePhoto}
        />
      ) : null}
      {name ? <CountedField {...name} value={fields.name} onChange={(v) => form.setText('name', v, name.max)} /> : null}
      {houseNumber ? (
        <CountedField
          {...houseNumber}
          value={fields.houseNumber}
          onChange={(v) => form.setText('houseNumber', v, houseNumber.max)}
        />
      ) : null}
      {caption ? (
        <CountedField
          {...caption}
          value={fields.line1}
          onChange={(v) => form.setText('line1', v, caption.max)}
          hint="Printed below your artwork."
        />
      ) : null}
      {styles ? <StyleTiles value={fields.style} onChange={(v) => form.setChoice('style', v)} /> : null}
      {lettering ? <LetteringPicker font={fields.font} color={fields.color} onChange={form.setChoice} /> : null}
    </section>
  );
}
