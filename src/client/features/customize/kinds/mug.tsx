import { DEFAULT_MUG_CAPTION, LIMITS } from '../../../../contracts/limits';
import { MUG_STYLES, type MugStyle } from '../../../../contracts/previews';
import { SAMPLE_PROMPTS } from '../../../../contracts/sample-prompts';
import { PreviewError } from '../api/post-for-image';
import { CountedField } from '../components/counted-field';
import { PhotoUpload } from '../components/photo-upload';
import { StyleTiles } from '../components/style-tiles';
import { currentDictionary, useDictionary } from '../../../lib/i18n/language';
import type { KindForm } from './kind-form';

const CAPTION_MAX = LIMITS.captionMax;

const isMugStyle = (style: string): style is MugStyle => (MUG_STYLES as readonly string[]).includes(style);

/** Caricature mugs: the shopper's photo in an art style, with a caption under it. */
export const mugForm: KindForm<'mug'> = {
  Fields: function MugFields({ form }) {
    const t = useDictionary();
    return (
      <>
        <PhotoUpload
          thumbnail={form.photo?.dataUrl ?? (form.fields.userImageUrl || null)}
          fileName={form.fields.line2}
          onChoose={form.choosePhoto}
        />
        <CountedField
          lettered
          label={t.sheet.caption}
          placeholder={t.sheet.captionPlaceholder}
          max={CAPTION_MAX}
          value={form.fields.line1}
          onChange={(v) => form.setText('line1', v, CAPTION_MAX)}
          hint={t.sheet.captionHint}
        />
        <StyleTiles value={form.fields.style} onChange={(v) => form.setChoice('style', v)} />
      </>
    );
  },
  // The caption, on a mug photographed with a cylinder template (customize-content decides).
  liveDraft: 'mug',
  samplePrompts: SAMPLE_PROMPTS.Mugs,
  // A mug says what went wrong when the call told us (a photo it cannot read), since the shopper can fix that.
  failure: (knownReason) => knownReason || currentDictionary().toasts.mugFailed,
  generate: async ({ fields, prompt, photo, productImageUrl, post, upload }) => {
    let userImageUrl = fields.userImageUrl;
    if (!userImageUrl) {
      if (!photo) throw new PreviewError(currentDictionary().toasts.uploadFirst);
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
