import { createHmac } from 'node:crypto';
import { razorpayId } from './state';

export interface Delivery {
  eventId: string;
  event: string;
  body: string;
  /** HTTP statuses our endpoint answered, one per attempt. */
  attempts: number[];
}

export type Deliver = (body: string, headers: Record<string, string>) => Promise<number>;

/** By default the fake sends what a shop subscribes to for Payment Links and refunds (docs/payments.md). */
export const DEFAULT_EVENTS = ['payment_link.paid', 'refund.processed', 'refund.failed'];

/**
 * Razorpay's webhook delivery as published: a POST of the event JSON signed with the webhook
 * secret (X-Razorpay-Signature, hex HMAC-SHA256 of the body) and named by x-razorpay-event-id;
 * a non-2xx answer is retried with growing gaps (24 hours at Razorpay, milliseconds here).
 */
export function createWebhookSender(opts: {
  webhookSecret: string;
  deliver: Deliver;
  retryDelaysMs: number[];
  events: string[];
}) {
  const deliveries: Delivery[] = [];
  const held: Delivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const state = { hold: false };

  async function attempt(d: Delivery) {
    for (let i = 0; i <= opts.retryDelaysMs.length; i++) {
      const status = await opts
        .deliver(d.body, {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', opts.webhookSecret).update(d.body).digest('hex'),
          'x-razorpay-event-id': d.eventId,
        })
        .catch(() => 0);
      d.attempts.push(status);
      if (status >= 200 && status < 300) return;
      const wait = opts.retryDelaysMs[i];
      if (wait === undefined) return;
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  function send(d: Delivery) {
    const p = attempt(d).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  return {
    deliveries,
    held,
    state,
    emit(event: string, payload: Record<string, { entity: unknown }>) {
      if (!opts.events.includes(event)) return;
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount0001',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      const d: Delivery = { eventId: razorpayId('evt'), event, body, attempts: [] };
      deliveries.push(d);
      if (state.hold) held.push(d);
      else send(d);
    },
    /** Sends what was held, in the order given (out-of-order deliveries). */
    release(order: 'received' | 'reversed' = 'received') {
      const list = held.splice(0);
      for (const d of order === 'reversed' ? list.reverse() : list) send(d);
    },
    /** Delivers one event again, as Razorpay does when it did not see our 2xx. */
    redeliver(eventId: string) {
      const d = deliveries.find((x) => x.eventId === eventId);
      if (d) send(d);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
