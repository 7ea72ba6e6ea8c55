/*
 * Storefront API `cartDiscountCodesUpdate(cartId, discountCodes)`: replaces the cart's codes (an
 * empty list removes them; `discountCodes` is required since 2026-01). A code that does not apply
 * is not an error: it comes back in `discountCodes` with `applicable: false`.
 */
const cartDiscountsFragment = /* GraphQL */ `
  fragment cartDiscounts on Cart {
    id
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        amount
        currencyCode
      }
    }
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
      totalAmount {
        amount
        currencyCode
      }
    }
  }
`;

export const updateDiscountCodesMutation = /* GraphQL */ `
  mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...cartDiscounts
      }
      userErrors {
        field
        message
        code
      }
      warnings {
        code
        message
        target
      }
    }
  }
  ${cartDiscountsFragment}
`;
