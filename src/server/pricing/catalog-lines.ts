import { toPaise } from '../../contracts/money';
import type { CatalogService } from '../catalog/catalog-service';
import { storeCategoryOf } from '../catalog/store-category';
import { priceLines, type Adjustment, type Pricing } from './price-lines';
import { taxClassFor, type TaxClass } from './tax-class';

interface CatalogPricedLine {
  variantId: string;
  quantity: number;
  /** Read from the catalogue by the server, never sent by the browser. */
  unitPrice: string;
}

export type CatalogPricing<L extends CatalogPricedLine> = Pricing<L & TaxClass & { unitPricePaise: number }>;

/** Cart lines (or the lines an order is placed from) priced at their unit prices and tax classes. */
export function priceCatalogLines<L extends CatalogPricedLine>(
  catalog: Pick<CatalogService, 'findVariant'>,
  lines: readonly L[],
  /** A coupon's or offer's discount (see coupons/), its `lines` indexes into `lines`. */
  adjustments: readonly Adjustment[] = [],
): CatalogPricing<L> {
  return priceLines(
    lines.map((line) => {
      const product = catalog.findVariant(line.variantId)?.product;
      return {
        ...line,
        unitPricePaise: toPaise(line.unitPrice),
        ...taxClassFor(product, product ? storeCategoryOf(product.collections) : null),
      };
    }),
    adjustments,
  );
}
