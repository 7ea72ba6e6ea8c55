// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../../contracts/admin';
import { createQueryClient } from '../../../../lib/query-client';
import { PaymentCard } from './payment-card';

/**
 * A cancelled order paid in full, as order-detail.ts answers it in a shop whose online provider is
 * Razorpay, with who took its money (payments/order-payment-view.ts).
 */
const cancelledPaid = (
  paymentMethod: string,
  paymentProvider: OrderDetail['paymentProvider'],
  paymentRef = null as string | null,
) =>
  ({
    id: 'o-1',
    reference: 'KG-10007',
    status: 'cancelled',
    paymentMethod,
    paymentStatus: 'paid',
    amountDueNow: '1499.00',
    paymentRef,
    paymentProvider,
    shopPaymentProvider: 'Razorpay',
    payments: [{ kind: 'paid', amount: '1499.00', reference: 'pay_Q1', at: '2026-11-24T10:00:00.000Z' }],
    shipment: null,
    orderPageUrl: '/order/token',
  }) as unknown as OrderDetail;

const renderCard = (order: OrderDetail) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentCard order={order} />
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe('the order page’s payment card', () => {
  it('offers a Razorpay refund of a cancelled order Razorpay was paid for', () => {
    renderCard(cancelledPaid('online', { id: 'razorpay', name: 'Razorpay', refundsHere: true }, 'plink_Q1'));
    expect(screen.getByRole('button', { name: 'Refund ₹1,499.00' })).toBeTruthy();
    // The provider is named from the order's data, as the owner read it before.
    expect(screen.getByText('Razorpay link')).toBeTruthy();
  });

  it('offers none for an order paid at Shopify’s checkout: Shopify admin refunds it', () => {
    renderCard(cancelledPaid('shopify', { id: 'shopify', name: 'Shopify', refundsHere: false }));
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('says a delivered pay-on-delivery order was paid on delivery, and one on its way is still to pay', () => {
    const cod = (status: string) =>
      ({
        ...cancelledPaid('cash_on_delivery', { id: 'pay_on_delivery', name: 'Pay on delivery', refundsHere: false }),
        status,
        paymentStatus: 'on_delivery',
        amountDueNow: '0.00',
        payments: [],
      }) as unknown as OrderDetail;
    renderCard(cod('dispatched'));
    expect(screen.getByTestId('payment-status').textContent).toBe('Pay on delivery');
    cleanup();
    renderCard(cod('delivered'));
    expect(screen.getByTestId('payment-status').textContent).toBe('Paid on delivery');
  });
});
