import { useMutation } from '@tanstack/react-query';
import { previewResponseSchema, type NameplatePreviewRequest } from '../../../../contracts/previews';
import { postForImage } from './post-for-image';

/** POST /api/products/customize/nameplate: the name board with the shopper's name and number. */
export function generateNameplatePreview(body: NameplatePreviewRequest, signal?: AbortSignal): Promise<string> {
  return postForImage(
    '/api/products/customize/nameplate',
    body,
    previewResponseSchema,
    { failed: 'Failed to generate nameplate preview' },
    signal,
  );
}

export function useGenerateNameplatePreview() {
  return useMutation({
    mutationFn: ({ body, signal }: { body: NameplatePreviewRequest; signal?: AbortSignal }) =>
      generateNameplatePreview(body, signal),
  });
}
