// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderArrivals } from '../../../../../contracts/admin';
import { newClaimsQueryOptions } from '../../../../lib/new-claims';
import { createQueryClient } from '../../../../lib/query-client';
import { useNewOrders } from '../hooks/use-new-orders';
import { NewOrdersNotice } from './new-orders-notice';

function Workspace() {
  const newOrders = useNewOrders(true);
  return (
    <>
      <p data-testid="badge">{newOrders.count}</p>
      <NewOrdersNotice latest={newOrders.latest} dismiss={newOrders.dismiss} />
    </>
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const priya = { id: 'o-1', reference: 'KG-10005', shopperName: 'Priya Nair', totalAmount: '1499.00', status: 'placed' };

/** The server's answers, as routes/admin-orders.ts gives them, one per poll; records when each was asked. */
function serve(answers: Array<Response | (() => Response)>) {
  const asked: Array<{ url: string; at: number }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push({ url, at: Date.now() });
      const next = answers.shift();
      if (!next) return json(200, { now: '2026-11-28T10:10:00.000Z', orders: [] } satisfies OrderArrivals);
      return typeof next === 'function' ? next() : next;
    }),
  );
  return asked;
}

const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the workspace told of a new order (issue 45.9)', () => {
  it('says nothing of orders already there, then announces the next one politely and counts it', async () => {
    const asked = serve([
      json(200, { now: '2026-11-28T10:00:00.000Z', orders: [{ ...priya, id: 'old', reference: 'KG-10004' }] }),
      json(200, { now: '2026-11-28T10:00:20.000Z', orders: [priya] }),
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Workspace />
      </QueryClientProvider>,
    );
    await settle();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    expect(asked[0]?.url).toBe('/api/admin/orders/arrivals');

    await wait(20_000);
    expect(asked[1]?.url).toBe(`/api/admin/orders/arrivals?since=${encodeURIComponent('2026-11-28T10:00:00.000Z')}`);
    expect(region.textContent).toBe('New order KG-10005: Priya Nair, ₹1,499.00');
    expect(screen.getByTestId('badge').textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Open order' }).getAttribute('href')).toBe('/admin/orders/o-1');

    // The same order in the next answer (the look-back) is not news again.
    await wait(20_000);
    expect(screen.getByTestId('badge').textContent).toBe('1');
    act(() => screen.getByRole('button', { name: 'Dismiss the new-order notice' }).click());
    expect(screen.getByTestId('badge').textContent).toBe('0');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks less often while the server fails, and as before once it answers', async () => {
    const asked = serve([
      json(200, { now: '2026-11-28T10:00:00.000Z', orders: [] }),
      json(502, { message: 'down' }),
      json(502, { message: 'down' }),
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Workspace />
      </QueryClientProvider>,
    );
    await settle();
    await wait(20_000 + 40_000 + 80_000 + 20_000);
    const gaps = asked.slice(1).map((a, i) => a.at - asked[i]!.at);
    expect(gaps).toEqual([20_000, 40_000, 80_000, 20_000]);
  });

  it('shows a browser notification when allowed and the owner is looking elsewhere', async () => {
    const shown: Array<{ title: string; body?: string }> = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    serve([
      json(200, { now: '2026-11-28T10:00:00.000Z', orders: [] }),
      json(200, { now: '2026-11-28T10:00:20.000Z', orders: [priya] }),
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Workspace />
      </QueryClientProvider>,
    );
    await settle();
    await wait(20_000);
    expect(shown).toEqual([{ title: 'New order KG-10005', body: 'Priya Nair, ₹1,499.00' }]);
  });

  it('keeps the count of claims waiting for a decision from each answer, for the Claims tab (issue 44)', async () => {
    serve([
      json(200, { now: '2026-11-28T10:00:00.000Z', orders: [], newClaims: 1 }),
      json(200, { now: '2026-11-28T10:00:20.000Z', orders: [], newClaims: 3 }),
    ]);
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Workspace />
      </QueryClientProvider>,
    );
    await settle();
    expect(client.getQueryData(newClaimsQueryOptions().queryKey)).toBe(1);
    await wait(20_000);
    expect(client.getQueryData(newClaimsQueryOptions().queryKey)).toBe(3);
  });
});
