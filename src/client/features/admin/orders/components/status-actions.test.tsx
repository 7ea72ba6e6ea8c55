// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../../contracts/admin';
import type { ShipmentView } from '../../../../../contracts/shipping';
import { createQueryClient } from '../../../../lib/query-client';
import { getShipmentQueryOptions } from '../api/shipment';
import { StatusActions } from './status-actions';

/** A made piece, ready to go: what order-detail.ts answers for an order in production. */
const made = { id: 'o-7', reference: 'KG-10007', status: 'in_production', nextStatuses: ['dispatched'] };

/** The order's step panel in a shop whose courier is booked here (Shiprocket) or typed in (manual). */
function renderFor(provider: ShipmentView['provider']) {
  const client = createQueryClient();
  const shipment = getShipmentQueryOptions(made.id);
  // What the Courier panel's request answered, kept fresh so the test never fetches.
  client.setQueryDefaults(shipment.queryKey, { staleTime: Infinity });
  client.setQueryData(shipment.queryKey, { provider, automatic: provider !== 'manual', shipment: null });
  render(
    <QueryClientProvider client={client}>
      <StatusActions order={made as unknown as OrderDetail} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the next step of an order that is made', () => {
  it('folds the courier and AWB form away where the shop books its courier in the Courier panel', () => {
    renderFor('shiprocket');
    const byHand = screen.getByText('Sent another way? Mark it dispatched by hand').closest('details');
    expect(byHand?.open).toBe(false);
    expect(byHand?.contains(screen.getByRole('form', { name: 'Dispatch' }))).toBe(true);
  });

  it('shows the form open where the owner types the courier and AWB', () => {
    renderFor('manual');
    expect(screen.queryByText('Sent another way? Mark it dispatched by hand')).toBeNull();
    expect(screen.getByRole('form', { name: 'Dispatch' }).closest('details')).toBeNull();
  });
});
