// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicShop } from '../../../../contracts/shop';
import { en } from '../../../lib/i18n/en';
import { hi } from '../../../lib/i18n/hi';
import { setLanguage } from '../../../lib/i18n/language';
import PolicyPage from './policy-page';
import { SiteFooter } from './site-footer';

const SHOP: PublicShop = {
  seller: {
    legalName: 'Kaarigar Crafts LLP',
    address: '12 MG Road, Jaipur',
    state: 'Rajasthan',
    gstin: '08ABCDE1234F1Z5',
    supportPhone: '98765 43210',
    supportEmail: 'care@kaarigar.example',
    grievanceOfficer: 'Anita Rao',
  },
  policies: { shipping: 'We ship in 5 days.', cancellation: '', privacy: 'We keep your name.' },
};

function withShop(ui: ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(SHOP), { headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

describe('the store’s footer', () => {
  it('is in English by default, with the policies and the seller as the owner typed them', async () => {
    withShop(<SiteFooter />);
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Shipping and delivery', '/policies/shipping'],
      ['Cancellation and refunds', '/policies/cancellation'],
      ['Privacy', '/policies/privacy'],
    ]);
    expect(screen.getByText('Hand-finished after your approval • From 800+ Indian artists')).toBeTruthy();
    const seller = (await screen.findByText('Kaarigar Crafts LLP')).closest('address')!;
    expect(seller.textContent).toContain('Sold by Kaarigar Crafts LLP, 12 MG Road, Jaipur, Rajasthan · GSTIN');
    expect(seller.textContent).toContain('Customer care: 98765 43210');
    expect(seller.textContent).toContain('Grievance officer: Anita Rao');
  });

  it('is in Hindi when the shopper chose Hindi; the seller’s details stay as typed', async () => {
    await setLanguage('hi');
    withShop(<SiteFooter />);
    const policies = screen.getByRole('navigation', { name: 'नीतियाँ' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['शिपिंग और डिलीवरी', 'ऑर्डर रद्द करना और रिफ़ंड', 'निजता']);
    expect(screen.getByText('आपकी मंज़ूरी के बाद हाथ से तैयार • 800+ भारतीय कारीगरों से')).toBeTruthy();
    const seller = (await screen.findByText('Kaarigar Crafts LLP')).closest('address')!;
    expect(seller.textContent).toContain('विक्रेता: Kaarigar Crafts LLP, 12 MG Road, Jaipur, Rajasthan');
    expect(seller.textContent).toContain('ग्राहक सेवा: 98765 43210');
    expect(seller.textContent).toContain('शिकायत अधिकारी: Anita Rao');
    expect(seller.textContent).not.toMatch(/Sold by|Customer care|Grievance officer/);
  });
});

describe('a policy page', () => {
  it('titles the owner’s policy in the shopper’s language, and the tab with it', async () => {
    withShop(<PolicyPage kind="shipping" t={hi} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('शिपिंग और डिलीवरी');
    expect(screen.getByRole('status').textContent).toBe('लोड हो रहा है…');
    expect(await screen.findByText('We ship in 5 days.')).toBeTruthy();
    expect(document.title).toBe('शिपिंग और डिलीवरी · Kaarigar');
    expect(screen.getByRole('link', { name: 'दुकान पर वापस जाएँ' }).getAttribute('href')).toBe('/');
  });

  it('says so when the owner has not written that policy yet', async () => {
    withShop(<PolicyPage kind="cancellation" t={en} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cancellation and refunds');
    expect(await screen.findByText('The shop has not published this policy yet.')).toBeTruthy();
    expect(document.title).toBe('Cancellation and refunds · Kaarigar');
  });
});
