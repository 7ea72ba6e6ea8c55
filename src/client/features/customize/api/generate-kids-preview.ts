import { useMutation } from '@tanstack/react-query';
import { previewResponseSchema, type KidsPreviewRequest } from '../../../../contracts/previews';
import { postForImage } from './post-for-image';

/** POST /api/products/customize/kids: the name plate or bunting with the child's name. */
export function generateKidsPreview(body: KidsPreviewRequest, signal?: AbortSignal): Promise<string> {
  return postForImage(
    '/api/products/customize/kids',
    body,
    previewResponseSchema,
    { failed: 'Failed to generate kids product preview' },
    signal,
  );
}

export function useGenerateKidsPreview() {
  return useMutation({
    mutationFn: ({ body, signal }: { body: KidsPreviewRequest; signal?: AbortSignal }) =>
      generateKidsPreview(body, signal),
  });
}
