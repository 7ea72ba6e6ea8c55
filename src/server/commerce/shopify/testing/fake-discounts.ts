import { money } from './fake-resolvers';

/** A discount code set up in the fake shop's admin: percent off the whole cart, above a minimum. */
export interface FakeDiscount {
  code: string;
  percentOff: number;
  minSubtotal?: number;
}

/**
 * The cart's discount fields as the Storefront API documents them: every code put on the cart is
 * listed with whether it applies now (an unknown or unmet code is kept, `applicable: false`, not
 * an error); a code that applies is a CartCodeDiscountAllocation on the whole cart, and
 * `cost.totalAmount` is the subtotal less it.
 */
export function discountFields(known: readonly FakeDiscount[], codes: readonly string[], subtotalPaise: number) {
  const judged = codes.map((code) => {
    const found = known.find((d) => d.code.toLowerCase() === code.toLowerCase());
    const applicable = !!found && subtotalPaise >= Math.round((found.minSubtotal ?? 0) * 100);
    return { code, applicable, found };
  });
  const allocations = judged.flatMap(({ code, applicable, found }) =>
    applicable && found ? [{ code, paise: Math.round((subtotalPaise * found.percentOff) / 100) }] : [],
  );
  const off = allocations.reduce((n, a) => n + a.paise, 0);
  return {
    discountCodes: judged.map(({ code, applicable }) => ({ code, applicable })),
    discountAllocations: allocations.map((a) => ({
      __typename: 'CartCodeDiscountAllocation',
      code: a.code,
      discountedAmount: money(a.paise),
      targetType: 'LINE_ITEM',
    })),
    cost: { totalAmount: money(Math.max(0, subtotalPaise - off)), subtotalAmount: money(subtotalPaise) },
  };
}
