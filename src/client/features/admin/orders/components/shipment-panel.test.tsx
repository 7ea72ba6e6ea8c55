// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../../contracts/admin';
import type { ShipmentView } from '../../../../../contracts/shipping';
import { createQueryClient } from '../../../../lib/query-client';
import { getOrderQueryOptions } from '../api/get-order';
import { getShipmentQueryOptions } from '../api/shipment';
import { ShipmentPanel } from './shipment-panel';

const made = { id: 'o-9', reference: 'KG-10009', status: 'in_production', nextStatuses: ['dispatched'] };

/** A Shiprocket booking that waits: the first attempt found Shiprocket down. */
const waiting = (bookingNow: boolean): NonNullable<ShipmentView['shipment']> => ({
  booking: 'waiting',
  awb: null,
  courierName: null,
  courierStatus: null,
  trackingUrl: null,
  labelReady: false,
  attempts: 2,
  bookingNow,
  lastError: 'Shiprocket answered 503',
  nextAttemptAt: bookingNow ? null : '2026-11-27T10:15:00.000Z',
  ndrAction: null,
  scans: [],
});

function renderWith(shipment: ShipmentView['shipment']) {
  const client = createQueryClient();
  const detail = getOrderQueryOptions(made.id);
  client.setQueryDefaults(detail.queryKey, { staleTime: Infinity });
  client.setQueryData(detail.queryKey, made as unknown as OrderDetail);
  const query = getShipmentQueryOptions(made.id);
  // What the panel's request answered, kept fresh so the test never fetches.
  client.setQueryDefaults(query.queryKey, { staleTime: Infinity, refetchInterval: false });
  client.setQueryData(query.queryKey, { provider: 'shiprocket', automatic: true, shipment });
  render(
    <QueryClientProvider client={client}>
      <ShipmentPanel order={made as unknown as OrderDetail} />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(cleanup);

describe('the Courier panel of a booking that waits', () => {
  it('says why it is not booked, when it tries again, and offers to try now', () => {
    renderWith(waiting(false));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Not booked yet \(attempt 2\): Shiprocket answered 503\. Trying again /,
    );
    expect(screen.getByRole('button', { name: 'Try booking again' })).toBeTruthy();
    expect(screen.queryByText(/Booking with the courier now/)).toBeNull();
  });

  it('while an attempt is at the courier, says so and offers no second one', () => {
    renderWith(waiting(true));
    expect(screen.getByRole('status').textContent).toBe('Booking with the courier now (attempt 2)…');
    expect(screen.queryByRole('button', { name: 'Try booking again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // It can still be stopped: the attempt under way sees the cancel at its next step.
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('reads the order again once the attempt under way has booked it: its status follows the AWB', async () => {
    const client = renderWith(waiting(true));
    const detail = getOrderQueryOptions(made.id).queryKey;
    expect(client.getQueryState(detail)?.isInvalidated).toBe(false);
    act(() => {
      client.setQueryData(getShipmentQueryOptions(made.id).queryKey, {
        provider: 'shiprocket',
        automatic: true,
        shipment: { ...waiting(false), booking: 'booked', bookingNow: false, awb: '19000000001005', lastError: null },
      });
    });
    expect(await screen.findByText('19000000001005')).toBeTruthy();
    await waitFor(() => expect(client.getQueryState(detail)?.isInvalidated).toBe(true));
  });

  it('asks the server again every few seconds only while an attempt is at the courier', () => {
    const interval = getShipmentQueryOptions(made.id).refetchInterval as (q: unknown) => number | false;
    const answered = (shipment: ShipmentView['shipment']) => ({
      state: { data: { provider: 'shiprocket', automatic: true, shipment } },
    });
    expect(interval(answered(waiting(true)))).toBe(3000);
    expect(interval(answered(waiting(false)))).toBe(false);
    expect(interval(answered(null))).toBe(false);
  });
});
