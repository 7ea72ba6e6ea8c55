import { characterLimit } from '../../../../contracts/template-choices';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { CountedField } from '../components/counted-field';
import { LetteringPicker } from '../components/lettering-picker';
import type { KindForm } from './kind-form';

/** Kids name plates and buntings: the child's name, in the chosen lettering. */
export const kidsForm: KindForm<'kids'> = {
  Fields: ({ form, choices }) => {
    const nameMax = characterLimit(choices, 'childName');
    return (
      <>
        <CountedField
          label="Child's name"
          placeholder="e.g. Aarav"
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
  promptPlaceholder: 'e.g. pastel rainbow and clouds, the name in bold playful letters',
  failure: () => 'Could not generate kids product preview. Please try again.',
  generate: ({ fields, prompt, productImageUrl, post }) =>
    post({ childName: fields.name.trim(), productImageUrl, prompt, font: fields.font, color: fields.color }),
  liveDraft: 'kids',
};
