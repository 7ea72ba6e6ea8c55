import { cartFragment, cartLineFragment } from '../fragments/cart';

/** `cart` is null once a cart has expired or been ordered, which is how we tell "gone". */
export const getCartQuery = /* GraphQL */ `
  query getCart($cartId: ID!) {
    cart(id: $cartId) {
      ...cart
    }
  }
  ${cartFragment}
`;

/** The lines after the first page: the cart fragment reads 100, a connection's usual page. */
export const getCartLinesQuery = /* GraphQL */ `
  query getCartLines($cartId: ID!, $after: String!) {
    cart(id: $cartId) {
      lines(first: 100, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...cartLine
          }
        }
      }
    }
  }
  ${cartLineFragment}
`;
