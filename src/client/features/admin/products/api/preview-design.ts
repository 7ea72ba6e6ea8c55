import { useMutation } from '@tanstack/react-query';
import { studioDesignPreviewPath, type StudioDesignPreviewRequest } from '../../../../../contracts/admin-designs';
import { previewResponseSchema } from '../../../../../contracts/previews';
import { adminSend } from '../../../../lib/admin-api';
import { errorMessage } from '../../../../lib/api-client';

/**
 * The server's preview of the design being edited, on one of the product's photos with sample
 * values (issue 41 item 6): the renderers a shopper's Generate uses, so the owner sees the piece
 * a shopper would get. Resolves to the image's URL; a refusal says the server's own words.
 */
export async function previewDesign(productId: string, body: StudioDesignPreviewRequest): Promise<string> {
  const answer = await adminSend('POST', studioDesignPreviewPath(productId), body, previewResponseSchema).catch(
    (err: unknown) => {
      throw new Error(`The preview could not be drawn: ${errorMessage(err, 'please try again')}`);
    },
  );
  if (!answer.success || !answer.imageUrl) throw new Error(answer.error || 'The preview could not be drawn');
  return answer.imageUrl;
}

export function usePreviewDesign(productId: string) {
  return useMutation({ mutationFn: (body: StudioDesignPreviewRequest) => previewDesign(productId, body) });
}
