import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { PREVIEW_KINDS, previewResponseSchema, type PreviewKind } from '../../../../contracts/previews';
import { postForImageResult, type ImageResult } from './post-for-image';

/** The body of a kind's preview call, as its contract entry takes it. */
export type PreviewBody<K extends PreviewKind> = z.input<(typeof PREVIEW_KINDS)[K]['request']>;

/**
 * POST the kind's preview route (its contract entry's path): the shopper's piece drawn on the
 * product, with any word about it (a mug photo with no face found).
 */
export function generatePreview<K extends PreviewKind>(
  kind: K,
  body: PreviewBody<K>,
  signal?: AbortSignal,
): Promise<ImageResult> {
  const { path, failure } = PREVIEW_KINDS[kind];
  return postForImageResult(path, body, previewResponseSchema, { failed: failure }, signal);
}

export function useGeneratePreview() {
  return useMutation({
    mutationFn: ({ kind, body, signal }: { kind: PreviewKind; body: PreviewBody<PreviewKind>; signal?: AbortSignal }) =>
      generatePreview(kind, body, signal),
  });
}
