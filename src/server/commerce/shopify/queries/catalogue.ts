import { productFragment } from '../fragments/product';

/** One page of a collection's products; the sync follows `endCursor` until the last page. */
export const getCollectionProductsQuery = /* GraphQL */ `
  query getCollectionProducts(
    $handle: String!
    $first: Int!
    $after: String
    $metafields: [HasMetafieldsIdentifier!]!
  ) {
    collection(handle: $handle) {
      handle
      title
      products(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...product
          }
        }
      }
    }
  }
  ${productFragment}
`;
