import { useMutation } from '@tanstack/react-query';
import type { Category } from '../../../../../contracts/products';
import { PREVIEW_KINDS, previewResponseSchema } from '../../../../../contracts/previews';
import { errorMessage, sendJson } from '../../../../lib/api-client';

/**
 * The server's own preview of the photo with a sample name: the same route the shopper's
 * "Generate Preview" calls for the product's kind, so the proof is what a shopper would get.
 */
export async function requestProof(category: Category | null, productImageUrl: string, name: string): Promise<string> {
  const answer = await proofCall(category, productImageUrl, name).catch((err: unknown) => {
    // The server's own words (a sample name over the template's lower limit), not the raw answer.
    throw new Error(`The proof could not be drawn: ${errorMessage(err, 'please try again')}`);
  });
  if (!answer.success || !answer.imageUrl) throw new Error(answer.error || 'The proof could not be drawn');
  return answer.imageUrl;
}

function proofCall(category: Category | null, productImageUrl: string, name: string) {
  return category === 'Kids Buntings'
    ? sendJson('POST', PREVIEW_KINDS.kids.path, { childName: name, productImageUrl }, previewResponseSchema)
    : sendJson('POST', PREVIEW_KINDS.nameplate.path, { name, houseNumber: '', productImageUrl }, previewResponseSchema);
}

export function useRequestProof() {
  return useMutation({
    mutationFn: ({ category, imageUrl, name }: { category: Category | null; imageUrl: string; name: string }) =>
      requestProof(category, imageUrl, name),
  });
}
