import { characterLimit } from '../../../../contracts/template-choices';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { CountedField } from '../components/counted-field';
import { LetteringPicker } from '../components/lettering-picker';
import { currentDictionary, useDictionary } from '../../../lib/i18n/language';
import type { KindForm } from './kind-form';

/** Kids name plates and buntings: the child's name, in the chosen lettering. */
export const kidsForm: KindForm<'kids'> = {
  Fields: ({ form, choices }) => {
    const t = useDictionary();
    const nameMax = characterLimit(choices, 'childName');
    return (
      <>
        <CountedField
          lettered
          label={t.sheet.childName}
          placeholder={t.sheet.childNamePlaceholder}
          max={nameMax}
          value={form.fields.name}
          onChange={(v) => form.setText('name', v, nameMax)}
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
  samplePrompts: SAMPLE_PROMPTS['Kids Buntings'],
  failure: () => currentDictionary().toasts.kidsFailed,
  generate: ({ fields, prompt, productImageUrl, post }) =>
    post({ childName: fields.name.trim(), productImageUrl, prompt, font: fields.font, color: fields.color }),
  liveDraft: 'kids',
};
