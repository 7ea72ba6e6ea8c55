import { LIMITS } from '../../../../contracts/limits';
import { characterLimit } from '../../../../contracts/template-choices';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { CountedField } from '../components/counted-field';
import { LetteringPicker } from '../components/lettering-picker';
import { currentDictionary, useDictionary } from '../../../lib/i18n/language';
import type { KindForm } from './kind-form';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/**
 * Products in no personalised category: a name or short message. Their ideas are the name
 * board's, which read well on any flat surface.
 */
export const genericForm: KindForm<'generic'> = {
  Fields: ({ form, choices }) => {
    const t = useDictionary();
    const textMax = characterLimit(choices, 'name');
    return (
      <>
        <CountedField
          lettered
          label={t.sheet.shortText}
          placeholder={t.sheet.shortTextPlaceholder}
          max={textMax}
          value={form.fields.name}
          onChange={(v) => form.setText('name', v, textMax)}
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
  failure: () => currentDictionary().toasts.tryAgain,
  // The spec simulates the wait for other products and keeps the product image.
  generate: async ({ productImageUrl, signal }) => {
    await wait(LIMITS.simulatedGenerationMs, signal);
    return { imageUrl: productImageUrl };
  },
  simulated: true,
};
