import { cartFragment } from '../fragments/cart';

/*
 * `warnings` is where stock problems arrive since 2024-10 (they left `userErrors` then),
 * so every mutation asks for both.
 */
const result = /* GraphQL */ `
  cart {
    ...cart
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
`;

export const createCartMutation = /* GraphQL */ `
  mutation cartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      ${result}
    }
  }
  ${cartFragment}
`;

export const addToCartMutation = /* GraphQL */ `
  mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      ${result}
    }
  }
  ${cartFragment}
`;

export const editCartLinesMutation = /* GraphQL */ `
  mutation cartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      ${result}
    }
  }
  ${cartFragment}
`;

export const removeFromCartMutation = /* GraphQL */ `
  mutation cartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      ${result}
    }
  }
  ${cartFragment}
`;
