import { useQuery } from '@tanstack/react-query';
import type { PersonalisationDesign } from '../../../../contracts/personalisation-design';
import { shopperDesignPath } from '../../../../contracts/personalisation-routes';

/**
 * GET /api/products/:handle/design (issue 41): the product's own design, or null for a product
 * that keeps its category's form (every seed product). The answer is read against its contract
 * only when there is a design, so a seed product's sheet never loads the design's code.
 */
export async function getShopperDesign(handle: string, signal?: AbortSignal): Promise<PersonalisationDesign | null> {
  const res = await fetch(shopperDesignPath(handle), { credentials: 'include', signal });
  if (!res.ok) return null;
  const json = (await res.json()) as { design?: unknown };
  if (!json.design) return null;
  const { shopperDesignOf } = await import('../design/design-values');
  return shopperDesignOf(json);
}

export function useShopperDesign(handle: string) {
  return useQuery({
    queryKey: ['shopper-design', handle],
    queryFn: ({ signal }) => getShopperDesign(handle, signal),
  });
}
