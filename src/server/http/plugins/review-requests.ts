import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { issueReviewRequest } from '../../reviews/review-service';

/**
 * Issue 29 item 5: when an order is delivered (the last status of orders/order-status.ts) the
 * shopper gets one request to review it, on every channel they gave. The link needs PUBLIC_URL:
 * a message is sent with no request in sight, and a link to a host the shopper cannot reach is
 * worse than none, so without it no request is made (and the order can still get one later).
 */
export default fp(
  async function reviewRequests(app: FastifyInstance, opts: { publicUrl?: string }) {
    app.orderEvents.on(async ({ event, orderId }) => {
      if (event !== 'delivered') return;
      if (!opts.publicUrl) {
        app.log.warn({ orderId }, 'no review request: PUBLIC_URL is not set, so the link would have no host');
        return;
      }
      const token = await issueReviewRequest(app.db, orderId);
      if (token) await app.messages.reviewRequest(orderId, `${opts.publicUrl.replace(/\/+$/, '')}/review/${token}`);
    });
  },
  { name: 'review-requests', dependencies: ['database', 'order-events', 'messages'] },
);
