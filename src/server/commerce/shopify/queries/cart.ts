import { cartFragment } from '../fragments/cart';

/** `cart` is null once a cart has expired or been ordered, which is how we tell "gone". */
export const getCartQuery = /* GraphQL */ `
  query getCart($cartId: ID!) {
    cart(id: $cartId) {
      ...cart
    }
  }
  ${cartFragment}
`;
