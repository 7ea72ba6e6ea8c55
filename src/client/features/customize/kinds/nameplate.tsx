import { characterLimit } from '../../../../contracts/template-choices';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { CountedField } from '../components/counted-field';
import { LetteringPicker } from '../components/lettering-picker';
import { currentDictionary, useDictionary } from '../../../lib/i18n/language';
import type { KindForm } from './kind-form';

/** Name boards: the name and house number, in the chosen lettering. */
export const nameplateForm: KindForm<'nameplate'> = {
  Fields: ({ form, choices }) => {
    // The template's lower limits, when the owner set them; the spec's otherwise.
    const t = useDictionary();
    const nameMax = characterLimit(choices, 'name');
    const houseNumberMax = characterLimit(choices, 'houseNumber');
    return (
      <>
        <CountedField
          lettered
          label={t.sheet.name}
          placeholder={t.sheet.namePlaceholder}
          max={nameMax}
          value={form.fields.name}
          onChange={(v) => form.setText('name', v, nameMax)}
        />
        <CountedField
          lettered
          label={t.sheet.houseNumber}
          placeholder={t.sheet.houseNumberPlaceholder}
          max={houseNumberMax}
          value={form.fields.houseNumber}
          onChange={(v) => form.setText('houseNumber', v, houseNumberMax)}
        />
        <LetteringPicker
          font={form.fields.font}
          color={form.fields.color}
          choices={choices}
          onChange={form.setChoice}
        />
      </>
    );
  },
  samplePrompts: SAMPLE_PROMPTS.Nameplates,
  failure: () => currentDictionary().toasts.nameplateFailed,
  generate: ({ fields, prompt, productImageUrl, post }) =>
    post({
      name: fields.name.trim(),
      houseNumber: fields.houseNumber.trim(),
      productImageUrl,
      prompt,
      font: fields.font,
      color: fields.color,
    }),
  liveDraft: 'board',
  houseNumberOption: true,
};
