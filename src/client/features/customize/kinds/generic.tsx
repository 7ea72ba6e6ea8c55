import { LIMITS } from '../../../../contracts/limits';
import { characterLimit } from '../../../../contracts/template-choices';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { CountedField } from '../components/counted-field';
import { LetteringPicker } from '../components/lettering-picker';
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
    const textMax = characterLimit(choices, 'name');
    return (
      <>
        <CountedField
          label="Name or short message"
          placeholder="e.g. Meera"
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
  promptPlaceholder: 'e.g. gold script letters with a thin border',
  failure: () => 'Please try again.',
  // The spec simulates the wait for other products and keeps the product image.
  generate: async ({ productImageUrl, signal }) => {
    await wait(LIMITS.simulatedGenerationMs, signal);
    return { imageUrl: productImageUrl };
  },
  simulated: true,
};
