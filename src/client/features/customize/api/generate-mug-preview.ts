import { useMutation } from '@tanstack/react-query';
import { previewResponseSchema, type MugPreviewRequest } from '../../../../contracts/previews';
import { postForImageResult, type ImageResult } from './post-for-image';

/** POST /api/products/customize/mug: the uploaded photo, styled, on the mug, with any notice about it. */
export function generateMugPreview(body: MugPreviewRequest, signal?: AbortSignal): Promise<ImageResult> {
  return postForImageResult(
    '/api/products/customize/mug',
    body,
    previewResponseSchema,
    { failed: 'Failed to generate mug preview' },
    signal,
  );
}

export function useGenerateMugPreview() {
  return useMutation({
    mutationFn: ({ body, signal }: { body: MugPreviewRequest; signal?: AbortSignal }) =>
      generateMugPreview(body, signal),
  });
}
