import { describe, expect, it } from 'vitest';
import * as cartMutations from './mutations/cart';
import * as discountMutations from './mutations/discount-codes';
import * as catalogueQueries from './queries/catalogue';
import * as cartQueries from './queries/cart';
import { storefrontDocumentErrors } from './testing/storefront-schema';

/**
 * Every GraphQL document this provider sends, checked against the Storefront API schema Shopify
 * publishes (shipped by @shopify/hydrogen-react). A field Shopify renames fails here.
 */
const documents = Object.entries({ ...cartQueries, ...cartMutations, ...discountMutations, ...catalogueQueries });

describe('the Storefront GraphQL documents', () => {
  it('are all listed here', () => {
    expect(documents.map(([name]) => name).sort()).toStrictEqual([
      'addToCartMutation',
      'createCartMutation',
      'editCartLinesMutation',
      'getCartLinesQuery',
      'getCartQuery',
      'getCollectionProductsQuery',
      'removeFromCartMutation',
      'updateDiscountCodesMutation',
    ]);
  });

  it.each(documents)('%s validates against the published schema', (_, document) => {
    expect(storefrontDocumentErrors(document)).toStrictEqual([]);
  });

  it('finds what the schema does not have', () => {
    const drifted = cartQueries.getCartQuery.replace('checkoutUrl', 'webUrl');
    expect(storefrontDocumentErrors(drifted)).toStrictEqual(['Cannot query field "webUrl" on type "Cart".']);
  });
});
