import type { OrderLine } from '../../contracts/admin';
import { productionFileUrl } from '../../contracts/production';
import type { CatalogService } from '../catalog/catalog-service';
import { FORMATS, linePiece } from '../production/line-piece';
import type { orderLines, orders } from '../platform/db/schema';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import { orderReference } from '../../contracts/order-reference';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/**
 * Which production files a line gets, decided as the production service decides it (a print PNG
 * for mugs, cut-ready SVG and PDF for boards and plates, none for bunting), so no link leads to
 * a file that does not exist.
 */
function productionFiles(line: LineRow, catalog: CatalogService): OrderLine['files'] {
  return FORMATS[linePiece(catalog, line).kind].map((kind) => ({
    kind,
    url: productionFileUrl(line.orderId, line.id, kind),
  }));
}

/** What the shopper chose and wrote; '_' keys are the store's own bookkeeping. */
export const shopperAttributes = (line: LineRow) => line.attributes.filter((a) => !a.key.startsWith('_'));

export function toOrderLine(line: LineRow, catalog: CatalogService): OrderLine {
  return {
    id: line.id,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    category: line.category,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    previewUrl: line.previewImageUrl,
    photoUrl: line.attributes.find((a) => a.key === ATTRIBUTE_KEYS.userImageUrl)?.value ?? null,
    attributes: shopperAttributes(line),
    files: productionFiles(line, catalog),
    madeAt: line.madeAt?.toISOString() ?? null,
  };
}

export function toDelivery(contact: Record<string, string>) {
  const s = (k: string) => contact[k] ?? '';
  return {
    fullName: s('fullName'),
    mobile: s('mobile'),
    email: contact.email ? contact.email : null,
    address1: s('address1'),
    address2: s('address2'),
    city: s('city'),
    state: s('state'),
    pincode: s('pincode'),
  };
}

export function toListItem(order: OrderRow, lines: LineRow[]) {
  return {
    id: order.id,
    reference: orderReference(order.number),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    shopperName: order.contact.fullName ?? '',
    mobile: order.contact.mobile ?? '',
    totalAmount: order.totalAmount,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    categories: [...new Set(lines.map((l) => l.category).filter((c): c is string => !!c))],
    previewUrl: lines.find((l) => l.previewImageUrl)?.previewImageUrl ?? null,
  };
}
