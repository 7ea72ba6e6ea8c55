import { beforeEach, describe, expect, it } from 'vitest';
import type { CartErrorCode } from '@shopify/hydrogen-react/storefront-api-types';
import type { CommerceErrorCode, CommerceProvider } from '../types';
import { httpStatusOf } from '../../http/plugins/error-handler';
import {
  API_VERSION,
  failure,
  named,
  MUG,
  PLATE,
  SOLD_OUT,
  UNREACHABLE,
  useFakeShopify,
} from './testing/shopify-test-kit';

const { fake, connect } = useFakeShopify();
let commerce: CommerceProvider;
beforeEach(() => {
  commerce = connect();
});
const newCart = (variantId = PLATE.id, quantity = 1) =>
  commerce.addLine({ cartId: null, variantId, quantity, attributes: named });
const newCartOn = (provider: CommerceProvider) =>
  provider.addLine({ cartId: null, variantId: PLATE.id, quantity: 1, attributes: [] });

describe('shopify commerce: failures the shopper can act on', () => {
  // Codes are CartErrorCode values (the type comes from the schema's own types, and the fake
  // refuses any other); stock shortfalls are CartWarningCodes and are tested below.
  it.each<[string, { code: CartErrorCode; field: string[] | null }, CommerceErrorCode]>([
    ['a missing variant', { code: 'INVALID', field: ['lines', '0', 'merchandiseId'] }, 'variant_not_found'],
    ['an invalid merchandise line on add', { code: 'INVALID_MERCHANDISE_LINE', field: null }, 'variant_not_found'],
    ['an invalid cart id', { code: 'INVALID', field: ['cartId'] }, 'cart_not_found'],
    ['Shopify being unavailable', { code: 'SERVICE_UNAVAILABLE', field: null }, 'provider_unavailable'],
  ])('maps the userError for %s', async (_, error, code) => {
    const cart = await newCart();
    fake().failNext({ kind: 'userErrors', userErrors: [{ message: 'Shopify says no.', ...error }] });
    const attempt = commerce.addLine({ cartId: cart.id, variantId: MUG.id, quantity: 1, attributes: [] });
    expect((await failure(attempt)).code).toBe(code);
  });

  it('tells a variant that cannot be bought as configured apart from one out of stock', async () => {
    const cart = await newCart();
    const error = { code: 'MERCHANDISE_NOT_APPLICABLE' as const, field: null, message: 'Item cannot be purchased.' };
    fake().failNext({ kind: 'userErrors', userErrors: [error] });
    const refused = await failure(
      commerce.addLine({ cartId: cart.id, variantId: MUG.id, quantity: 1, attributes: [] }),
    );
    expect([refused.code, refused.message]).toStrictEqual([
      'variant_unavailable',
      'This item cannot be bought as chosen. Please pick another option.',
    ]);
  });

  it('maps a line-not-found code on update, and passes other userErrors on as invalid input', async () => {
    const cart = await newCart();
    const change = { cartId: cart.id, lineId: cart.lines[0]!.id, quantity: 2 };
    const gone = { code: 'INVALID_MERCHANDISE_LINE' as const, field: null, message: 'Gone.' };
    fake().failNext({ kind: 'userErrors', userErrors: [gone] });
    expect((await failure(commerce.updateLineQuantity(change))).code).toBe('line_not_found');

    const limit = {
      code: 'MAXIMUM_EXCEEDED' as const,
      field: ['lines', '0', 'quantity'],
      message: 'You can only add 5.',
    };
    fake().failNext({ kind: 'userErrors', userErrors: [limit] });
    const error = await failure(commerce.updateLineQuantity(change));
    expect([error.code, error.message]).toStrictEqual(['invalid_input', 'You can only add 5.']);
  });

  it('answers as Shopify does for unknown variants, carts and lines', async () => {
    const unknown = commerce.addLine({
      cartId: null,
      variantId: 'gid://shopify/ProductVariant/404',
      quantity: 1,
      attributes: [],
    });
    expect((await failure(unknown)).code).toBe('variant_not_found');

    const gone = 'gid://shopify/Cart/expired?key=x';
    expect(
      (await failure(commerce.addLine({ cartId: gone, variantId: MUG.id, quantity: 1, attributes: [] }))).code,
    ).toBe('cart_not_found');
    const cart = await newCart();
    const noLine = commerce.updateLineQuantity({ cartId: cart.id, lineId: 'gid://shopify/CartLine/404', quantity: 2 });
    expect((await failure(noLine)).code).toBe('line_not_found');
  });

  it('fails with cart_not_found when a mutation comes back without a cart', async () => {
    const cart = await newCart();
    fake().failNext({ kind: 'nullCart' });
    const attempt = commerce.addLine({ cartId: cart.id, variantId: MUG.id, quantity: 1, attributes: [] });
    expect((await failure(attempt)).code).toBe('cart_not_found');
  });

  it('reads stock warnings about the added variant as variant_unavailable, keeping Shopify’s count', async () => {
    expect((await failure(newCart(SOLD_OUT.id))).message).toBe('This combination is currently out of stock');
    const short = await failure(newCart(MUG.id, 5));
    expect([short.code, short.message]).toStrictEqual([
      'variant_unavailable',
      'Only 2 items were added to your cart due to availability.',
    ]);
  });

  it('ignores a stock warning about another line the shopper already had', async () => {
    const cart = await newCart();
    const other = { code: 'MERCHANDISE_OUT_OF_STOCK' as const, message: 'Out of stock.', target: cart.lines[0]!.id };
    fake().failNext({ kind: 'warnings', warnings: [other] });
    const added = await commerce.addLine({ cartId: cart.id, variantId: MUG.id, quantity: 1, attributes: [] });
    expect(added.lines).toHaveLength(2);
  });
});

describe('shopify commerce: the store being unreachable', () => {
  it.each([
    ['top-level GraphQL errors', { kind: 'graphqlErrors' }],
    ['an HTTP 500', { kind: 'status', status: 500 }],
  ] as const)('turns %s into provider_unavailable', async (_, trouble) => {
    fake().failNext(trouble);
    const error = await failure(commerce.getCart('gid://shopify/Cart/any?key=k'));
    expect([error.code, error.message, httpStatusOf(error)]).toStrictEqual(['provider_unavailable', UNREACHABLE, 502]);
    expect(error.cause).toBeDefined();
  });

  it('turns a rejected token and a refused connection into provider_unavailable', async () => {
    const wrongToken = connect({ accessToken: 'not-the-token' });
    expect((await failure(wrongToken.getCart('gid://shopify/Cart/a?key=k'))).code).toBe('provider_unavailable');
    const nobodyHome = connect({ apiUrl: `http://127.0.0.1:1/api/${API_VERSION}/graphql.json` });
    expect((await failure(newCartOn(nobodyHome))).code).toBe('provider_unavailable');
  });

  it('gives up after timeoutMs when Shopify does not answer', async () => {
    fake().failNext({ kind: 'hang' });
    const started = Date.now();
    const error = await failure(connect({ timeoutMs: 200 }).getCart('gid://shopify/Cart/slow?key=k'));
    expect(error.code).toBe('provider_unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
