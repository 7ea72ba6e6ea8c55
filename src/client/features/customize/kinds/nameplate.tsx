import { LIMITS } from '../../../../contracts/limits';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { CountedField } from '../components/counted-field';
import { LetteringPicker } from '../components/lettering-picker';
import type { KindForm } from './kind-form';

const NAME_MAX = LIMITS.nameMax;
const HOUSE_NUMBER_MAX = LIMITS.houseNumberMax;

/** Name boards: the name and house number, in the chosen lettering. */
export const nameplateForm: KindForm<'nameplate'> = {
  Fields: ({ form }) => (
    <>
      <CountedField
        label="Name"
        placeholder="e.g. Sharma Niwas"
        max={NAME_MAX}
        value={form.fields.name}
        onChange={(v) => form.setText('name', v, NAME_MAX)}
      />
      <CountedField
        label="House number"
        placeholder="e.g. B-12"
        max={HOUSE_NUMBER_MAX}
        value={form.fields.houseNumber}
        onChange={(v) => form.setText('houseNumber', v, HOUSE_NUMBER_MAX)}
      />
      <LetteringPicker font={form.fields.font} color={form.fields.color} onChange={form.setChoice} />
    </>
  ),
  samplePrompts: SAMPLE_PROMPTS.Nameplates,
  promptPlaceholder: 'e.g. gold script letters on dark wood with a brass border',
  failure: () => 'Could not generate nameplate preview. Please try again.',
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
