import type { ReactNode } from 'react';
import type { PreviewKind } from '../../../../contracts/previews';
import type { LetteringChoices } from '../../../../contracts/template-choices';
import type { SamplePrompt } from '../../../../contracts/sample-prompts';
import type { PreviewBody } from '../api/generate-preview';
import type { ImageResult } from '../api/post-for-image';
import type { ChosenPhoto, CustomizationFieldsApi } from '../hooks/use-customization-fields';
import type { CustomizationFields } from '../logic/preview-history';

/** What a Generate tap hands the kind's form to make its preview call with. */
export interface PreviewCall<K extends PreviewKind> {
  fields: CustomizationFields;
  /** The AI prompt, trimmed; undefined when there is none. */
  prompt: string | undefined;
  photo: ChosenPhoto | null;
  /** The catalogue image the preview is drawn on: the variant's, else the product's. */
  productImageUrl: string;
  signal: AbortSignal;
  /** Posts the kind's preview request (its contract entry's route). */
  post: (body: PreviewBody<K>) => Promise<ImageResult>;
  /** Uploads the chosen photo and remembers its URL, so a regenerate does not upload it again. */
  upload: (photo: ChosenPhoto) => Promise<string>;
}

/**
 * The shop side of one preview kind: its inputs in the sheet and how they become the kind's
 * request. Everything else in the sheet is shared; the registry in kind-forms.ts keys these by
 * the contract's kinds. A kind's start values and Generate rule are data in logic/ (category-fields.ts,
 * generate-validation.ts), which imports nothing of this folder: no circle through logic and hooks.
 */
export interface KindForm<K extends PreviewKind> {
  /**
   * The kind's own inputs under the 'Personalise' heading (spec section 5), in the spec's order,
   * offering only the template's fonts and colours and counting against its limits.
   */
  Fields: (props: { form: CustomizationFieldsApi; choices: LetteringChoices | undefined }) => ReactNode;
  /** Four ideas in 'Sample prompts' (spec section 9); the prompt box's hint is in the dictionary. */
  samplePrompts: readonly SamplePrompt[];
  /** The 'Generation Failed' text (spec section 8); `knownReason` is the call's own message, if any. */
  failure(knownReason: string | null): string;
  generate(call: PreviewCall<K>): Promise<ImageResult>;
  /** No renderer is called: the product's own image is shown again, as it is (no cache buster). */
  simulated?: boolean;
  /** The lettering the browser's live draft draws as the shopper types, for kinds that have one. */
  liveDraft?: 'board' | 'kids' | 'mug';
  /** A house number option ('With House Number') is asked in the sheet, beside the name. */
  houseNumberOption?: boolean;
}
