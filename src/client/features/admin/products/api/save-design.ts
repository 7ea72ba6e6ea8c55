import { useMutation, useQueryClient } from '@tanstack/react-query';
import { designResponseSchema } from '../../../../../contracts/admin-designs';
import type { DesignInput } from '../../../../../contracts/personalisation-design';
import { adminSend } from '../../../../lib/admin-api';
import { getDesignQueryOptions } from './get-design';

/** Each save is the product's next version: lines already in carts keep the one they were made with. */
export const saveDesign = (productId: string, body: DesignInput) =>
  adminSend('PUT', `/api/admin/products/${encodeURIComponent(productId)}/design`, body, designResponseSchema);

export function useSaveDesign(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DesignInput) => saveDesign(productId, body),
    onSuccess: (saved) => queryClient.setQueryData(getDesignQueryOptions(productId).queryKey, saved),
  });
}
