import { DEFAULT_MUG_CAPTION, DEFAULT_UPLOAD_FILENAME, LIMITS } from '../../../../contracts/limits';
import { MUG_STYLES, type MugStyle } from '../../../../contracts/previews';
import { useGenerateKidsPreview } from '../api/generate-kids-preview';
import { useGenerateMugPreview } from '../api/generate-mug-preview';
import { useGenerateNameplatePreview } from '../api/generate-nameplate-preview';
import { PreviewError, type ImageResult } from '../api/post-for-image';
import { useUploadUserImage } from '../api/upload-user-image';
import type { CustomizeKind } from '../logic/category';
import type { CustomizationFields } from '../logic/preview-history';
import type { ChosenPhoto } from './use-customization-fields';

export interface PreviewRequest {
  kind: CustomizeKind;
  fields: CustomizationFields;
  prompt: string;
  photo: ChosenPhoto | null;
  /** The catalogue image the preview is drawn on: the variant's, else the product's. */
  productImageUrl: string;
  signal: AbortSignal;
  /** Called with the uploaded photo's URL, so a regenerate does not upload it again. */
  onUploaded: (userImageUrl: string) => void;
}

const isMugStyle = (style: string): style is MugStyle => (MUG_STYLES as readonly string[]).includes(style);

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/** The category's preview call; resolves to the new image URL (not yet cache-busted) and any notice. */
export function usePreviewRequest() {
  const nameplate = useGenerateNameplatePreview();
  const kids = useGenerateKidsPreview();
  const upload = useUploadUserImage();
  const mug = useGenerateMugPreview();

  return async ({
    kind,
    fields,
    prompt,
    photo,
    productImageUrl,
    signal,
    onUploaded,
  }: PreviewRequest): Promise<ImageResult> => {
    const aiPrompt = prompt.trim() || undefined;
    const lettering = { font: fields.font, color: fields.color };
    switch (kind) {
      case 'nameplate':
        return {
          imageUrl: await nameplate.mutateAsync({
            body: {
              name: fields.name.trim(),
              houseNumber: fields.houseNumber.trim(),
              productImageUrl,
              prompt: aiPrompt,
              ...lettering,
            },
            signal,
          }),
        };
      case 'kids':
        return {
          imageUrl: await kids.mutateAsync({
            body: { childName: fields.name.trim(), productImageUrl, prompt: aiPrompt, ...lettering },
            signal,
          }),
        };
      case 'mug': {
        let userImageUrl = fields.userImageUrl;
        if (!userImageUrl) {
          if (!photo) throw new PreviewError('Please upload an image first');
          userImageUrl = await upload.mutateAsync({
            body: { imageBase64: photo.dataUrl, filename: photo.file.name || DEFAULT_UPLOAD_FILENAME },
            signal,
          });
          onUploaded(userImageUrl);
        }
        return mug.mutateAsync({
          body: {
            productImageUrl,
            userImageUrl,
            caption: fields.line1.trim() || DEFAULT_MUG_CAPTION,
            caricatureStyle: isMugStyle(fields.style) ? fields.style : undefined,
            prompt: aiPrompt,
          },
          signal,
        });
      }
      case 'generic':
        // No renderer for other products: the spec simulates the wait and keeps the product image.
        await wait(LIMITS.simulatedGenerationMs, signal);
        return { imageUrl: productImageUrl };
    }
  };
}
