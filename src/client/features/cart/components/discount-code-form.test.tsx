// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/language';
import { DiscountCodeForm } from './discount-code-form';

const CART = 'gid://shopify/Cart/c1?key=k1';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

async function apply(code: string) {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: code } });
  fireEvent.submit(screen.getByRole('textbox').closest('form')!);
  return screen.findByText((text, el) => el?.getAttribute('data-testid') === 'discount-result' && text !== '');
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the Shopify cart’s code field, when the server refuses', () => {
  it('says the server’s answer in Hindi, by its code, when the shopper chose Hindi', async () => {
    await setLanguage('hi');
    answer(429, {
      success: false,
      error: 'Too many requests. Please wait 60 seconds and try again.',
      code: 'rate_limited',
    });
    render(<DiscountCodeForm cartId={CART} lines="1:1" locale="hi-IN" />);
    expect((await apply('DIWALI')).textContent).toBe('बहुत सारे कोड आज़माए गए। कृपया कुछ मिनट रुककर फिर कोशिश करें।');
  });

  it('says it in English otherwise, and falls back to its own words for an answer with no code', async () => {
    answer(502, { success: false, error: 'Something went wrong on our side. Please try again.' });
    render(<DiscountCodeForm cartId={CART} lines="1:1" locale="en-IN" />);
    expect((await apply('DIWALI')).textContent).toBe('Could not apply the code. Please try again.');
  });
});

/** Shopify's answer for a cart of `quantity` boards at ₹1,000 with DIWALI taking 10% off. */
const discounted = (quantity: number) => ({
  success: true,
  discounts: {
    codes: [{ code: 'DIWALI', applicable: true }],
    discountAmount: (100 * quantity).toFixed(2),
    subtotalAmount: (1000 * quantity).toFixed(2),
    totalAmount: (900 * quantity).toFixed(2),
  },
});

describe('the Shopify cart’s code, when the lines change', () => {
  it('asks Shopify again for the new lines, so the Total and the amount off stay Shopify’s', async () => {
    const asked: unknown[] = [];
    let quantity = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push(JSON.parse(init.body as string));
        return new Response(JSON.stringify(discounted(quantity)), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const totals: string[] = [];
    const onResult = (d: { totalAmount: string }) => void totals.push(d.totalAmount);
    const { rerender } = render(<DiscountCodeForm cartId={CART} lines="1:1" locale="en-IN" onResult={onResult} />);
    expect((await apply('diwali')).textContent).toBe('DIWALI applied: you save ₹100.00.');
    expect(totals).toEqual(['900.00']);

    quantity = 2;
    rerender(<DiscountCodeForm cartId={CART} lines="1:2" locale="en-IN" onResult={onResult} />);
    await waitFor(() => expect(totals).toEqual(['900.00', '1800.00']));
    expect(asked).toEqual([
      { cartId: CART, code: 'DIWALI' },
      { cartId: CART, code: 'DIWALI' },
    ]);
    expect(screen.getByTestId('discount-result').textContent).toBe('DIWALI applied: you save ₹200.00.');

    // The same lines again (a re-render) ask nothing.
    rerender(<DiscountCodeForm cartId={CART} lines="1:2" locale="en-IN" onResult={onResult} />);
    await new Promise((done) => setTimeout(done, 20));
    expect(asked).toHaveLength(2);
  });

  it('asks nothing when the cart has no code', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { rerender } = render(<DiscountCodeForm cartId={CART} lines="1:1" locale="en-IN" />);
    rerender(<DiscountCodeForm cartId={CART} lines="1:3" locale="en-IN" />);
    await new Promise((done) => setTimeout(done, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows only the latest answer when two changes are asked about at once', async () => {
    const answers: ((r: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((done) => answers.push(done))),
    );
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const { rerender } = render(<DiscountCodeForm cartId={CART} lines="1:1" locale="en-IN" />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'DIWALI' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(json(discounted(1)));
    await screen.findByText('DIWALI applied: you save ₹100.00.');
    rerender(<DiscountCodeForm cartId={CART} lines="1:2" locale="en-IN" />);
    await waitFor(() => expect(answers).toHaveLength(2));
    rerender(<DiscountCodeForm cartId={CART} lines="1:3" locale="en-IN" />);
    await waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!(json(discounted(3)));
    await screen.findByText('DIWALI applied: you save ₹300.00.');
    answers[1]!(json(discounted(2)));
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.getByTestId('discount-result').textContent).toBe('DIWALI applied: you save ₹300.00.');
  });

  it('does not put back a code the shopper removed while the new quantity was on its way', async () => {
    const asked: { code: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as { code: string };
        asked.push(body);
        const answer = body.code
          ? discounted(1)
          : { ...discounted(1), discounts: { ...discounted(1).discounts, codes: [] } };
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const { rerender } = render(<DiscountCodeForm cartId={CART} lines="1:1" locale="en-IN" />);
    await apply('DIWALI');
    // The lines change and, before the cart's writes have settled, the shopper removes the code.
    rerender(<DiscountCodeForm cartId={CART} lines="1:2" locale="en-IN" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    await screen.findByText('Code removed.');
    await new Promise((done) => setTimeout(done, 20));
    expect(asked.map((a) => a.code)).toEqual(['DIWALI', '']);
  });
});
