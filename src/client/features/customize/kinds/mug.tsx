import { DEFAULT_MUG_CAPTION, DEFAULT_MUG_STYLE, LIMITS } from '../../../../contracts/limits';
import { MUG_STYLES, type MugStyle } from '../../../../contracts/previews';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { PreviewError } from '../api/post-for-image';
import { CountedField } from '../components/counted-field';
import { PhotoUpload } from '../components/photo-upload';
import { StyleTiles } from '../components/style-tiles';
import type { KindForm } from './kind-form';

const CAPTION_MAX = LIMITS.captionMax;

const isMugStyle = (style: string): style is MugStyle => (MUG_STYLES as readonly string[]).includes(style);

/** Caricature mugs: the shopper's photo in an art style, with a caption under it. */
export const mugForm: KindForm<'mug'> = {
  Fields: ({ form }) => (
    <>
      <PhotoUpload
        thumbnail={form.photo?.dataUrl ?? (form.fields.userImageUrl || null)}
        fileName={form.fields.line2}
        onChoose={form.choosePhoto}
      />
      <CountedField
        label="Caption"
        placeholder="e.g. World’s best Nani"
        max={CAPTION_MAX}
        value={form.fields.line1}
        onChange={(v) => form.setText('line1', v, CAPTION_MAX)}
        hint="Printed below your artwork."
      />
      <StyleTiles value={form.fields.style} onChange={(v) => form.setChoice('style', v)} />
    </>
  ),
  defaults: { style: DEFAULT_MUG_STYLE },
  // The caption, on a mug photographed with a cylinder template (customize-content decides).
  liveDraft: 'mug',
  samplePrompts: SAMPLE_PROMPTS.Mugs,
  promptPlaceholder: 'e.g. watercolour flowers around the photo in pastel pink',
  // A mug says what went wrong when the call told us (a photo it cannot read), since the shopper can fix that.
  failure: (knownReason) => knownReason || 'Could not generate mug preview. Please try again.',
  blocker: ({ hasPhoto, prompt }) => {
    if (hasPhoto) return null;
    if (!prompt.trim()) {
      return {
        title: 'Missing Image or Prompt',
        description: 'Please upload an image or provide an AI prompt to generate a mug preview.',
      };
    }
    // A mug preview is the shopper's photo on the mug, so a prompt alone is not enough.
    return { title: 'Generation Failed', description: 'Please upload an image first' };
  },
  generate: async ({ fields, prompt, photo, productImageUrl, post, upload }) => {
    let userImageUrl = fields.userImageUrl;
    if (!userImageUrl) {
      if (!photo) throw new PreviewError('Please upload an image first');
      userImageUrl = await upload(photo);
    }
    return post({
      productImageUrl,
      userImageUrl,
      caption: fields.line1.trim() || DEFAULT_MUG_CAPTION,
      caricatureStyle: isMugStyle(fields.style) ? fields.style : undefined,
      prompt,
    });
  },
};
