import { deliveryEstimateSchema, type DeliveryEstimate } from '../../../../contracts/delivery';
import { getJson } from '../../../lib/api-client';

/** GET /api/delivery-estimate for a product (and its chosen variant) and the shopper's pincode. */
export function getDeliveryEstimate(
  productId: string,
  variantId: string | null,
  pincode: string,
  signal?: AbortSignal,
): Promise<DeliveryEstimate> {
  const query = new URLSearchParams({ product: productId, pincode, ...(variantId ? { variant: variantId } : {}) });
  return getJson(`/api/delivery-estimate?${query}`, deliveryEstimateSchema, signal);
}
