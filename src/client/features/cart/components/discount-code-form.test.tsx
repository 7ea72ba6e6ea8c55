// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
    render(<DiscountCodeForm cartId={CART} locale="hi-IN" />);
    expect((await apply('DIWALI')).textContent).toBe('बहुत सारे कोड आज़माए गए। कृपया कुछ मिनट रुककर फिर कोशिश करें।');
  });

  it('says it in English otherwise, and falls back to its own words for an answer with no code', async () => {
    answer(502, { success: false, error: 'Something went wrong on our side. Please try again.' });
    render(<DiscountCodeForm cartId={CART} locale="en-IN" />);
    expect((await apply('DIWALI')).textContent).toBe('Could not apply the code. Please try again.');
  });
});
