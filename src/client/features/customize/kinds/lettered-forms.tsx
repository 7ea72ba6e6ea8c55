import { LIMITS } from '../../../../contracts/limits';
import type { PreviewKind } from '../../../../contracts/previews';
import { characterLimit, type LetteringChoices, type LimitedField } from '../../../../contracts/template-choices';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { CountedField } from '../components/counted-field';
import { LetteringPicker } from '../components/lettering-picker';
import type { CustomizationFieldsApi } from '../hooks/use-customization-fields';
import { currentDictionary, useDictionary } from '../../../lib/i18n/language';
import type { KindForm } from './kind-form';

/** The sheet's words for a lettered input: its label, and `<words>Placeholder` beside it in the dictionary. */
type InputWords = 'name' | 'houseNumber' | 'childName' | 'shortText';

/** One lettered input of a kind's form: which field it fills, the template's limit it counts against, its words. */
interface LetteredInput {
  field: 'name' | 'houseNumber';
  limit: LimitedField;
  words: InputWords;
}

type LetteredKind = Exclude<PreviewKind, 'mug'>;

/**
 * The kinds whose form is lettering alone: their inputs in the spec's order, then the lettering
 * picker. One form (LetteredFields) draws every row of this table; a kind differs only here.
 */
const LETTERED_INPUTS: Record<LetteredKind, readonly LetteredInput[]> = {
  // Name boards: the name and house number.
  nameplate: [
    { field: 'name', limit: 'name', words: 'name' },
    { field: 'houseNumber', limit: 'houseNumber', words: 'houseNumber' },
  ],
  // Kids name plates and buntings: the child's name.
  kids: [{ field: 'name', limit: 'childName', words: 'childName' }],
  // Products in no personalised category: a name or short message.
  generic: [{ field: 'name', limit: 'name', words: 'shortText' }],
};

function LetteredFields({
  inputs,
  form,
  choices,
}: {
  inputs: readonly LetteredInput[];
  form: CustomizationFieldsApi;
  choices: LetteringChoices | undefined;
}) {
  const t = useDictionary();
  return (
    <>
      {inputs.map(({ field, limit, words }) => {
        // The template's lower limit, when the owner set one; the spec's otherwise.
        const max = characterLimit(choices, limit);
        return (
          <CountedField
            key={field}
            lettered
            label={t.sheet[words]}
            placeholder={t.sheet[`${words}Placeholder`]}
            max={max}
            value={form.fields[field]}
            onChange={(v) => form.setText(field, v, max)}
          />
        );
      })}
      <LetteringPicker font={form.fields.font} color={form.fields.color} choices={choices} onChange={form.setChoice} />
    </>
  );
}

const fieldsOf =
  (kind: LetteredKind): KindForm<LetteredKind>['Fields'] =>
  (props) => <LetteredFields inputs={LETTERED_INPUTS[kind]} {...props} />;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/** Name boards: the name and house number, in the chosen lettering. */
export const nameplateForm: KindForm<'nameplate'> = {
  Fields: fieldsOf('nameplate'),
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

/** Kids name plates and buntings: the child's name, in the chosen lettering. */
export const kidsForm: KindForm<'kids'> = {
  Fields: fieldsOf('kids'),
  samplePrompts: SAMPLE_PROMPTS['Kids Buntings'],
  failure: () => currentDictionary().toasts.kidsFailed,
  generate: ({ fields, prompt, productImageUrl, post }) =>
    post({ childName: fields.name.trim(), productImageUrl, prompt, font: fields.font, color: fields.color }),
  liveDraft: 'kids',
};

/**
 * Products in no personalised category: a name or short message. Their ideas are the name
 * board's, which read well on any flat surface.
 */
export const genericForm: KindForm<'generic'> = {
  Fields: fieldsOf('generic'),
  samplePrompts: SAMPLE_PROMPTS.Nameplates,
  failure: () => currentDictionary().toasts.tryAgain,
  // The spec simulates the wait for other products and keeps the product image.
  generate: async ({ productImageUrl, signal }) => {
    await wait(LIMITS.simulatedGenerationMs, signal);
    return { imageUrl: productImageUrl };
  },
  simulated: true,
};
