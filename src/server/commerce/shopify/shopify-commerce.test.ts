import { beforeEach, describe, expect, it } from 'vitest';
import type { CommerceProvider } from '../types';
import { API_VERSION, failure, named, MUG, PLATE, useFakeShopify } from './testing/shopify-test-kit';

const { fake, connect, token, privateToken } = useFakeShopify();
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

  it('reads every line of a cart past the first page of 100, in order', async () => {
    const cart = await newCart();
    const lines = Array.from({ length: 230 }, (_, i) => ({
      id: `gid://shopify/CartLine/bulk-${i}?cart=fake`,
      variantId: PLATE.id,
      quantity: 1,
      attributes: [{ key: 'Name', value: `Name ${i}` }],
    }));
    fake().carts.set(cart.id, lines);
    const read = await commerce.getCart(cart.id);
    expect(read?.lines.map((l) => l.id)).toStrictEqual(lines.map((l) => l.id));
    expect(read?.totalAmount).toBe('149270.00');
    expect(
      fake()
        .seen.slice(-3)
        .map((s) => [s.operation, s.variables.after ?? null]),
    ).toStrictEqual([
      ['getCart', null],
      ['getCartLines', expect.any(String)],
      ['getCartLines', expect.any(String)],
    ]);
  });

  it('uses a private token when configured and forwards the buyer’s IP with it, never with a public one', async () => {
    const privately = connect({ accessToken: undefined, privateAccessToken: privateToken });
    await privately.getCart('gid://shopify/Cart/none?key=k', { buyerIp: '203.0.113.9' });
    const sent = fake().headers.at(-1);
    expect(sent?.['shopify-storefront-private-token']).toBe(privateToken);
    expect(sent?.['x-shopify-storefront-access-token']).toBeUndefined();
    expect(sent?.['shopify-storefront-buyer-ip']).toBe('203.0.113.9');

    await commerce.getCart('gid://shopify/Cart/none?key=k', { buyerIp: '203.0.113.9' });
    expect(fake().headers.at(-1)?.['shopify-storefront-buyer-ip']).toBeUndefined();
  });
});
