import { describe, expect, it } from 'vitest';
import { createOrderEvents, type OrderEventMessage } from './order-events';

describe('order events', () => {
  it('tells every listener, and a failing listener neither stops the others nor the caller', async () => {
    const failures: OrderEventMessage[] = [];
    const events = createOrderEvents((_err, message) => failures.push(message));
    const seen: string[] = [];
    events.on(() => {
      throw new Error('mail server down');
    });
    events.on(async ({ event, orderId }) => {
      await Promise.resolve();
      seen.push(`${event}:${orderId}`);
    });
    await events.emit({ event: 'paid', orderId: 'o1' });
    expect(seen).toEqual(['paid:o1']);
    expect(failures).toEqual([{ event: 'paid', orderId: 'o1' }]);
  });

  it('stops telling a listener once it is removed', async () => {
    const events = createOrderEvents(() => {});
    const seen: string[] = [];
    const off = events.on(({ event }) => void seen.push(event));
    await events.emit({ event: 'placed', orderId: 'o1' });
    off();
    await events.emit({ event: 'dispatched', orderId: 'o1' });
    expect(seen).toEqual(['placed']);
  });
});
