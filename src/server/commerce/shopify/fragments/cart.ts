/**
 * Exactly the fields reshapeCart reads. Since 2025-01 `lines` holds BaseCartLine nodes;
 * every field here lives on that interface, so no per-type spread is needed for lines.
 * A page holds at most 100 lines; `pageInfo` says when more follow (getCartLinesQuery).
 */
export const cartLineFragment = /* GraphQL */ `
  fragment cartLine on BaseCartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        amount
        currencyCode
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        title
        availableForSale
        price {
          amount
          currencyCode
        }
        product {
          title
        }
      }
    }
  }
`;

export const cartFragment = /* GraphQL */ `
  fragment cart on Cart {
    id
    checkoutUrl
    cost {
      totalAmount {
        amount
        currencyCode
      }
    }
    lines(first: 100) {
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
  ${cartLineFragment}
`;
