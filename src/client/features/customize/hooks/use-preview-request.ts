import { DEFAULT_UPLOAD_FILENAME } from '../../../../contracts/limits';
import type { PreviewKind } from '../../../../contracts/previews';
import { useGeneratePreview } from '../api/generate-preview';
import type { ImageResult } from '../api/post-for-image';
import type { SentPreview } from '../logic/preview-history';
import { useUploadUserImage } from '../api/upload-user-image';
import { KIND_FORMS } from '../kinds/kind-forms';
import type { KindForm } from '../kinds/kind-form';
import type { CustomizationFields } from '../logic/preview-history';
import type { ChosenPhoto } from './use-customization-fields';

export interface PreviewRequest {
  kind: PreviewKind;
  fields: CustomizationFields;
  prompt: string;
  photo: ChosenPhoto | null;
  /** The catalogue image the preview is drawn on: the variant's, else the product's. */
  productImageUrl: string;
  signal: AbortSignal;
  /** Called with the uploaded photo's URL, so a regenerate does not upload it again. */
  onUploaded: (userImageUrl: string) => void;
}

/** The kind's preview call, made by its form; resolves to the new image URL (not yet cache-busted) and any notice. */
export function usePreviewRequest() {
  const preview = useGeneratePreview();
  const upload = useUploadUserImage();

  return async <K extends PreviewKind>({
    kind,
    fields,
    prompt,
    photo,
    productImageUrl,
    signal,
    onUploaded,
  }: PreviewRequest & { kind: K }): Promise<ImageResult & { sent: SentPreview }> => {
    const form: KindForm<K> = KIND_FORMS[kind];
    let sent: SentPreview = { kind, body: null };
    const result = await form.generate({
      fields,
      prompt: prompt.trim() || undefined,
      photo,
      productImageUrl,
      signal,
      post: (body) => {
        sent = { kind, body };
        return preview.mutateAsync({ kind, body, signal });
      },
      upload: async ({ dataUrl, file }) => {
        const userImageUrl = await upload.mutateAsync({
          body: { imageBase64: dataUrl, filename: file.name || DEFAULT_UPLOAD_FILENAME },
          signal,
        });
        onUploaded(userImageUrl);
        return userImageUrl;
      },
    });
    return { ...result, sent };
  };
}
