// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeptProof, OrderDetail } from '../../../../../contracts/admin';
import { createQueryClient } from '../../../../lib/query-client';
import { ProofPanel } from './proof-panel';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const LINK = 'https://shop.example/proof/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const WHATSAPP = `https://wa.me/919876543210?text=${encodeURIComponent(`Hello Farah, ${LINK}`)}`;

/** The server's kept proof, as routes/admin-orders.ts answers GET /api/admin/orders/:id/proof. */
function keep(proof: KeptProof) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return json({ proof });
    }),
  );
  return asked;
}
const order = (status: OrderDetail['status']) =>
  ({ id: 'o-1', status, delivery: { email: null } }) as unknown as OrderDetail;
const renderPanel = (o: OrderDetail) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProofPanel order={o} />
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe('the proof link kept on the order (issue 45.10)', () => {
  it('shows the sent link, its WhatsApp message and when it was opened, without sending again', async () => {
    const asked = keep({
      proofUrl: LINK,
      whatsappUrl: WHATSAPP,
      sentAt: '2026-11-28T05:00:00.000Z',
      firstOpenedAt: '2026-11-28T05:30:00.000Z',
      lastOpenedAt: '2026-11-28T08:15:00.000Z',
      opens: 3,
    });
    renderPanel(order('proof_sent'));
    expect(await screen.findByRole('textbox', { name: 'Proof link' })).toHaveProperty('value', LINK);
    expect(screen.getByRole('link', { name: 'Send the link again on WhatsApp' }).getAttribute('href')).toBe(WHATSAPP);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText('28 Nov 2026, 11:00 am, 3 times, last 28 Nov 2026, 1:45 pm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send proof again' })).toBeTruthy();
    expect(asked).toEqual(['/api/admin/orders/o-1/proof']);
  });

  it('keeps it after approval, when a new proof can no longer be sent', async () => {
    keep({
      proofUrl: LINK,
      whatsappUrl: null,
      sentAt: '2026-11-28T05:00:00.000Z',
      firstOpenedAt: null,
      lastOpenedAt: null,
      opens: 0,
    });
    renderPanel(order('approved'));
    expect(await screen.findByRole('textbox', { name: 'Proof link' })).toHaveProperty('value', LINK);
    expect(screen.getByText('Not yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send proof/ })).toBeNull();
  });
});

describe('a photo too small for the piece, before the proof goes out (issue 42)', () => {
  it('is flagged beside Send proof with its DPI', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/production')
          ? json({ files: [], lowResolution: true, photoDpi: 92.4, warning: 'The photo is below 150 DPI' })
          : json({ proof: null }),
      ),
    );
    const line = { id: 'l-1', productTitle: 'Khurja Blue Pottery Photo Mug' };
    renderPanel({ ...order('placed'), lines: [line] } as unknown as OrderDetail);
    expect(await lowDpiNote()).toContain(
      'Before you send: the photo on Khurja Blue Pottery Photo Mug prints below 150 DPI (about 92 DPI).',
    );
    expect(screen.getByRole('button', { name: 'Send proof' })).toBeTruthy();
  });
});

async function lowDpiNote() {
  return (await screen.findByTestId('low-dpi-before-proof')).textContent ?? '';
}
