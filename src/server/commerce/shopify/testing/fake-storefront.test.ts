import { describe, expect, it } from 'vitest';
import { useFakeShopify, PLATE } from './shopify-test-kit';

const { fake } = useFakeShopify();

const post = (query: string, variables: Record<string, unknown> = {}) =>
  fetch(fake().url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'storefront-token-for-tests' },
    body: JSON.stringify({ query, variables }),
  }).then((r) => r.json() as Promise<{ data?: unknown; errors?: Array<{ message: string }> }>);

describe('the fake Storefront server keeps to the published schema', () => {
  it('refuses a document the schema does not allow, as Shopify does, and records it', async () => {
    const answer = await post('query { cart(id: "x") { webUrl } }');
    expect(answer.errors?.map((e) => e.message)).toStrictEqual(['Cannot query field "webUrl" on type "Cart".']);
    expect(fake().invalid.at(-1)?.errors).toStrictEqual(['Cannot query field "webUrl" on type "Cart".']);
  });

  it('cannot answer with an error code CartErrorCode does not have', async () => {
    // The codes the old tests fed; Shopify never sends them.
    fake().failNext({
      kind: 'userErrors',
      userErrors: [{ code: 'MERCHANDISE_NOT_FOUND' as never, field: null, message: 'x' }],
    });
    const answer = await post(
      `mutation { cartCreate(input: { lines: [{ merchandiseId: "${PLATE.id}" }] }) { userErrors { code } } }`,
    );
    expect(answer.errors?.[0]?.message).toBe('Enum "CartErrorCode" cannot represent value: "MERCHANDISE_NOT_FOUND"');
  });

  it('answers only with what was selected, with variables coerced by the schema', async () => {
    const created = await post(
      `mutation m($input: CartInput!) { cartCreate(input: $input) { cart { id totalQuantity } } }`,
      { input: { lines: [{ merchandiseId: PLATE.id, quantity: 2 }] } },
    );
    expect(created).toStrictEqual({
      data: { cartCreate: { cart: { id: expect.stringMatching(/^gid:\/\/shopify\/Cart\//), totalQuantity: 2 } } },
    });
    const wrongType = await post(`query q($id: ID!) { cart(id: $id) { id } }`, { id: { not: 'an id' } });
    expect(wrongType.errors?.[0]?.message).toMatch(/Variable "\$id" got invalid value/);
  });

  it('refuses a connection without first, and pages of more than 250', async () => {
    const { data } = (await post(
      `mutation { cartCreate(input: { lines: [{ merchandiseId: "${PLATE.id}" }] }) { cart { id } } }`,
    )) as { data: { cartCreate: { cart: { id: string } } } };
    const id = data.cartCreate.cart.id;
    const noFirst = await post(`query q($id: ID!) { cart(id: $id) { lines { edges { node { id } } } } }`, { id });
    expect(noFirst.errors?.[0]?.message).toBe('you must provide one of first or last');
    const tooMany = await post(`query q($id: ID!) { cart(id: $id) { lines(first: 251) { edges { cursor } } } }`, {
      id,
    });
    expect(tooMany.errors?.[0]?.message).toBe('The page size must be at most 250.');
  });
});
