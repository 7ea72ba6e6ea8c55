import type { CatalogService } from '../catalog/catalog-service';
import { CommerceError } from './types';

/**
 * The browser names both the product and the chosen variant; a variant of another product would
 * put one product's option under another's name on the order, so the pair must agree. A variant
 * the catalogue does not know is left to the provider, which refuses it in its own words.
 */
export function requireVariantOfProduct(catalog: CatalogService, productId: string, variantId: string): void {
  const found = catalog.findVariant(variantId);
  if (found && found.product.id !== productId)
    throw new CommerceError('variant_not_found', 'This product option is not in our catalogue.');
}
