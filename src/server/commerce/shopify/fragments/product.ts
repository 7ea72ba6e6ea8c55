/**
 * What the catalogue sync reads of a product. Rating, badges and print areas have no Shopify
 * field: they are product metafields in one namespace, asked for by `$metafields`
 * (docs/shopify.md lists the definitions an owner creates).
 */
export const productFragment = /* GraphQL */ `
  fragment product on Product {
    id
    handle
    title
    description
    productType
    vendor
    tags
    images(first: 20) {
      edges {
        node {
          url
          altText
          width
          height
        }
      }
    }
    variants(first: 250) {
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          title
          availableForSale
          price {
            amount
            currencyCode
          }
          image {
            url
          }
        }
      }
    }
    metafields(identifiers: $metafields) {
      namespace
      key
      type
      value
    }
  }
`;
