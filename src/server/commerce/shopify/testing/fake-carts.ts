import type { CartErrorCode, CartWarningCode } from '@shopify/hydrogen-react/storefront-api-types';
import type { FakeVariant } from './fake-catalog';
import { variantObject } from './fake-catalog';
import { discountFields, type FakeDiscount } from './fake-discounts';
import { connection, money, type PageArgs } from './fake-resolvers';

type Line = { id: string; variantId: string; quantity: number; attributes: Array<{ key: string; value: string }> };
export type FakeUserError = { field: string[] | null; message: string; code: CartErrorCode | null };
export type FakeWarning = { code: CartWarningCode; message: string; target: string };
type LineInput = { merchandiseId?: string; id?: string; quantity?: number; attributes?: Line['attributes'] };
type Outcome = { cartId: string | null; userErrors: FakeUserError[]; warnings: FakeWarning[] };

/**
 * Carts kept in memory, changed as the Storefront API documents: the same variant with the same
 * attributes merges into one line, stock shortfalls are warnings, and a mutation is atomic.
 */
export function createFakeCarts(
  findVariant: (id: string) => FakeVariant | undefined,
  discounts: readonly FakeDiscount[] = [],
) {
  const carts = new Map<string, Line[]>();
  const codesOf = new Map<string, string[]>();
  let ids = 0;
  const paiseOf = (id: string) => Math.round((findVariant(id)?.price ?? 0) * 100);

  function cartObject(cartId: string) {
    const lines = carts.get(cartId);
    if (!lines) return null;
    const total = lines.reduce((sum, l) => sum + paiseOf(l.variantId) * l.quantity, 0);
    const lineObject = (l: Line) => {
      // Lines only ever hold variants that existed when they were added.
      const v = findVariant(l.variantId) as FakeVariant;
      const amount = money(paiseOf(l.variantId) * l.quantity);
      return {
        __typename: 'CartLine',
        id: l.id,
        quantity: l.quantity,
        attributes: l.attributes,
        cost: { totalAmount: amount, subtotalAmount: amount, amountPerQuantity: money(paiseOf(l.variantId)) },
        merchandise: variantObject(v, () => ({
          __typename: 'Product',
          id: `gid://shopify/Product/of-${v.id}`,
          title: v.productTitle,
        })),
      };
    };
    const token = cartId.slice('gid://shopify/Cart/'.length);
    return {
      __typename: 'Cart',
      id: cartId,
      checkoutUrl: `https://fake-store.myshopify.com/cart/c/${token}`,
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      note: null,
      attributes: [],
      ...discountFields(discounts, codesOf.get(cartId) ?? [], total),
      lines: (args: PageArgs) => connection(lines, args, lineObject),
    };
  }

  function addLines(lines: Line[], input: LineInput[], warnings: FakeWarning[]): FakeUserError | null {
    for (const [index, wanted] of input.entries()) {
      const v = findVariant(wanted.merchandiseId ?? '');
      const field = ['lines', String(index), 'merchandiseId'];
      if (!v)
        return { field, message: `The merchandise with id ${wanted.merchandiseId} does not exist.`, code: 'INVALID' };
      if (v.stock === 0) {
        warnings.push({ code: 'MERCHANDISE_OUT_OF_STOCK', message: 'The product is out of stock.', target: v.id });
        continue;
      }
      const attributes = wanted.attributes ?? [];
      const same = (l: Line) => l.variantId === v.id && JSON.stringify(l.attributes) === JSON.stringify(attributes);
      const line = lines.find(same) ?? {
        id: `gid://shopify/CartLine/${++ids}?cart=fake`,
        variantId: v.id,
        quantity: 0,
        attributes,
      };
      if (!lines.includes(line)) lines.push(line);
      line.quantity += wanted.quantity ?? 1;
      if (line.quantity > v.stock) {
        line.quantity = v.stock;
        const message = `Only ${v.stock} items were added to your cart due to availability.`;
        warnings.push({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message, target: line.id });
      }
    }
    return null;
  }

  /** Runs one cart mutation on a copy and keeps it only on success. */
  function mutate(
    operation: string,
    vars: { cartId?: string; lines?: LineInput[]; lineIds?: string[]; discountCodes?: string[] },
  ): Outcome {
    const cartId =
      operation === 'cartCreate' ? `gid://shopify/Cart/fake-${++ids}?key=secret${ids}` : (vars.cartId ?? '');
    const warnings: FakeWarning[] = [];
    const fail = (error: FakeUserError): Outcome => ({ cartId: null, userErrors: [error], warnings });
    const stored = operation === 'cartCreate' ? [] : carts.get(cartId);
    if (!stored) return fail({ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' });
    let lines = stored.map((l) => ({ ...l }));
    const missingLine = (id: string, field: string[]) =>
      fail({ field, message: `The merchandise line with id ${id} does not exist.`, code: 'INVALID_MERCHANDISE_LINE' });
    if (operation === 'cartCreate' || operation === 'cartLinesAdd') {
      const error = addLines(lines, vars.lines ?? [], warnings);
      if (error) return fail(error);
    } else if (operation === 'cartLinesUpdate') {
      for (const [index, change] of (vars.lines ?? []).entries()) {
        const line = lines.find((l) => l.id === change.id);
        if (!line) return missingLine(change.id ?? '', ['lines', String(index), 'id']);
        line.quantity = change.quantity ?? line.quantity;
      }
      lines = lines.filter((l) => l.quantity > 0);
    } else if (operation === 'cartDiscountCodesUpdate') {
      // Replaces the cart's codes; the same code twice is one.
      const codes = vars.discountCodes ?? [];
      codesOf.set(
        cartId,
        codes.filter((c, i) => codes.findIndex((d) => d.toLowerCase() === c.toLowerCase()) === i),
      );
    } else {
      const lineIds = vars.lineIds ?? [];
      const unknown = lineIds.findIndex((id) => !lines.some((l) => l.id === id));
      if (unknown >= 0) return missingLine(lineIds[unknown] ?? '', ['lineIds', String(unknown)]);
      lines = lines.filter((l) => !lineIds.includes(l.id));
    }
    carts.set(cartId, lines);
    return { cartId, userErrors: [], warnings };
  }

  return { carts, cartObject, mutate };
}
