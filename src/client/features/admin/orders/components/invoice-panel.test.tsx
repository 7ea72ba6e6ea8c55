// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../../../contracts/admin';
import { createQueryClient } from '../../../../lib/query-client';
import { InvoicePanel } from './invoice-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers as routes/invoices.ts gives them, in the order the panel asks. */
function serve(...answers: Response[]) {
  const calls: Array<{ method: string; url: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
      return next;
    }),
  );
  return calls;
}

const order = (over: Partial<OrderDetail>) =>
  ({ id: 'o-1', status: 'in_production', paymentStatus: 'on_delivery', ...over }) as OrderDetail;
const renderPanel = (o: OrderDetail) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InvoicePanel order={o} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOT_READY = { error: 'This order has no invoice yet: it is issued once the order is paid or delivered.' };

describe('the order page’s invoice panel', () => {
  it('says when the invoice will come while it is not due, and offers no button', async () => {
    serve(json(404, NOT_READY));
    renderPanel(order({}));
    expect(await screen.findByText(/Issued by itself once the order is paid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).toBeNull();
  });

  it('lets the owner issue a due invoice, and says to fill in the settings when they are missing', async () => {
    const calls = serve(
      json(404, NOT_READY),
      json(409, { error: 'Fill in the shop settings before invoices can be issued.' }),
      json(200, { number: 'KG/26-27/00007', kind: 'tax_invoice', issuedAt: '2026-11-24T10:00:00.000Z' }),
    );
    renderPanel(order({ status: 'delivered' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Issue invoice' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Fill in the shop settings before invoices can be issued.');
    expect(screen.getByRole('link', { name: 'Open the shop settings' }).getAttribute('href')).toBe('/admin/settings');

    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('KG/26-27/00007')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice' }).getAttribute('href')).toBe(
      '/api/admin/orders/o-1/invoice.pdf',
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/admin/orders/o-1/invoice',
      'POST /api/admin/orders/o-1/invoice',
      'POST /api/admin/orders/o-1/invoice',
    ]);
  });
});
