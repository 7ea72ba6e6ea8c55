import { beforeEach, describe, expect, it } from 'vitest';
import type { CommerceProvider } from '../types';
import { API_VERSION, failure, named, MUG, PLATE, useFakeShopify } from './shopify-test-kit';

const { fake, connect, token } = useFakeShopify();
let commerce: CommerceProvider;
beforeEach(() => {
  commerce = connect();
});
const newCart = () => commerce.addLine({ cartId: null, variantId: PLATE.id, quantity: 1, attributes: named });

describe('shopify commerce: the cart', () => {
  it('creates, adds, updates, removes and reads back a cart, keeping each line’s attributes', async () => {
    const created = await newCart();
    expect(created).toStrictEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Cart\//),
      checkoutUrl: expect.stringMatching(/^https:\/\/fake-store\.myshopify\.com\/cart\/c\//),
      lines: [{ id: expect.any(String), quantity: 1, attributes: named, variantId: PLATE.id, unitPrice: '649.00' }],
      totalAmount: '649.00',
    });
    expect(fake().seen.at(-1)).toStrictEqual({
      operation: 'cartCreate',
      variables: { input: { lines: [{ merchandiseId: PLATE.id, quantity: 1, attributes: named }] } },
    });

    const caption = [{ key: 'Caption', value: 'Best dad' }];
    const added = await commerce.addLine({ cartId: created.id, variantId: MUG.id, quantity: 1, attributes: caption });
    const [plate, mug] = added.lines;
    expect(added.lines.map((l) => [l.variantId, l.unitPrice, l.attributes])).toStrictEqual([
      [PLATE.id, '649.00', named],
      [MUG.id, '349.50', caption],
    ]);
    expect(added.totalAmount).toBe('998.50');

    const updated = await commerce.updateLineQuantity({ cartId: created.id, lineId: plate!.id, quantity: 3 });
    expect(updated.lines.map((l) => l.quantity)).toStrictEqual([3, 1]);
    expect(updated.totalAmount).toBe('2296.50');

    const removed = await commerce.removeLines({ cartId: created.id, lineIds: [mug!.id] });
    expect(removed.lines).toStrictEqual([{ ...plate, quantity: 3 }]);
    expect(removed.totalAmount).toBe('1947.00');

    expect(await commerce.getCart(created.id)).toStrictEqual(removed);
    expect(
      fake()
        .seen.slice(-5)
        .map((s) => s.operation),
    ).toStrictEqual(['cartCreate', 'cartLinesAdd', 'cartLinesUpdate', 'cartLinesRemove', 'getCart']);
  });

  it('gives the cart’s Shopify checkout URL, and refuses an empty cart', async () => {
    const cart = await newCart();
    expect(await commerce.getCheckoutUrl(cart.id)).toBe(cart.checkoutUrl);

    await commerce.removeLines({ cartId: cart.id, lineIds: [cart.lines[0]!.id] });
    expect((await failure(commerce.getCheckoutUrl(cart.id))).code).toBe('cart_empty');
  });

  it('returns null for a cart Shopify no longer has', async () => {
    expect(await commerce.getCart('gid://shopify/Cart/ordered-long-ago?key=x')).toBeNull();
    expect((await failure(commerce.getCheckoutUrl('gid://shopify/Cart/ordered-long-ago?key=x'))).code).toBe(
      'cart_not_found',
    );
  });

  it('does not ask Shopify about a cart id it could never have issued', async () => {
    const asked = fake().seen.length;
    expect(await commerce.getCart('3f1c2a9e-local-cart-id')).toBeNull();
    expect((await failure(commerce.updateLineQuantity({ cartId: 'local-1234', lineId: 'x', quantity: 1 }))).code).toBe(
      'cart_not_found',
    );
    expect(fake().seen.length).toBe(asked);
  });

  it('treats removing a line that is already gone as done, as the local provider does', async () => {
    const cart = await newCart();
    const lineId = cart.lines[0]!.id;
    await commerce.removeLines({ cartId: cart.id, lineIds: [lineId] });
    expect((await commerce.removeLines({ cartId: cart.id, lineIds: [lineId] })).lines).toStrictEqual([]);
  });

  it('calls the standard Storefront endpoint with the access token when no apiUrl is given', async () => {
    const calls: Array<{ url: string; headers: Headers }> = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push({ url: input instanceof Request ? input.url : input.toString(), headers: new Headers(init?.headers) });
      return Response.json({ data: { cart: null } });
    };
    const direct = connect({ apiUrl: undefined, fetchImpl });
    expect(await direct.getCart('gid://shopify/Cart/any?key=k')).toBeNull();
    expect(calls[0]?.url).toBe(`https://fake-store.myshopify.com/api/${API_VERSION}/graphql.json`);
    expect(calls[0]?.headers.get('X-Shopify-Storefront-Access-Token')).toBe(token);
  });
});
