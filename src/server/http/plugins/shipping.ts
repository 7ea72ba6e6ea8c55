import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redisNames, type AppConfig } from '../../platform/config';
import { createShipping } from '../../shipping/create-shipping';
import { createDeliveryEstimator, type DeliveryEstimator } from '../../shipping/delivery-estimate';
import {
  createServiceabilityCache,
  memoryAnswers,
  redisAnswers,
  type ServiceabilityCache,
} from '../../shipping/serviceability-cache';
import { createShipmentService, type ShipmentService } from '../../shipping/shipment-service';
import type { CourierProvider } from '../../shipping/types';

declare module 'fastify' {
  interface FastifyInstance {
    shipping: ShipmentService;
    /** The provider itself, for verifying its tracking webhook. */
    courier: CourierProvider;
    /** "Made in N days, arrives by <date>" for a product or a cart and a pincode (issue 28). */
    deliveryEstimates: DeliveryEstimator;
    /** The courier's serviceability answers, kept and shared (issue 39). */
    serviceability: ServiceabilityCache;
    /**
     * Counts one question that may cost a courier call against the asker's budget (30 a minute per
     * address), shared by the estimate route and the checkout page; false once it is spent.
     */
    courierBudget: (req: FastifyRequest) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  }
}

/** Delivery questions per minute per address that may reach the courier's API. */
const COURIER_BUDGET_PER_MINUTE = 30;

/**
 * The couriers seam (issue 28). With an automatic provider, every SHIPPING_POLL_SECONDS waiting
 * bookings are retried and parcels on their way are tracked (the poller for shops that cannot set
 * the webhook). Several servers doing it at once is harmless: attempts are claimed row by row and
 * scans are recorded once by their key.
 */
export default fp(
  async function shipping(app: FastifyInstance, opts: { config: AppConfig; courier?: CourierProvider }) {
    const courier = opts.courier ?? createShipping(opts.config);
    const service = createShipmentService({ db: app.db, courier, orders: app.orders, log: app.log });
    app.decorate('shipping', service);
    app.decorate('courier', courier);
    // With Redis every server reads the answers one of them got; a Redis away is a cache miss.
    let store = memoryAnswers();
    if (courier.automatic && opts.config.REDIS_URL) {
      const redis = new Redis(opts.config.REDIS_URL, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      redis.on('error', () => undefined);
      app.addHook('onClose', async () => void redis.disconnect());
      store = redisAnswers(redis, redisNames(opts.config).courierCache);
    }
    const serviceability = createServiceabilityCache({ courier, store, log: app.log });
    // One bucket for the JSON route and the checkout page alike (a route's own limit counts apart).
    const budget = app.createRateLimit({
      max: COURIER_BUDGET_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (req) => `delivery-estimate:${req.ip}`,
    });
    app.decorate('courierBudget', async (req: FastifyRequest) => {
      const r = await budget(req);
      if (r.isAllowed) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: !r.isExceeded, retryAfterSeconds: r.ttlInSeconds };
    });
    app.decorate('serviceability', serviceability);
    app.decorate('deliveryEstimates', createDeliveryEstimator({ db: app.db, courier, cache: serviceability }));
    if (!courier.automatic || opts.config.NODE_ENV === 'test') return;
    const poller = app.periodicTask({
      name: 'shipping retry and poll',
      everyMs: opts.config.SHIPPING_POLL_SECONDS * 1000,
      run: () => service.retryDue().then(() => service.poll()),
    });
    app.addHook('onClose', () => poller.stop());
  },
  { name: 'shipping', dependencies: ['database', 'order-events', 'rate-limit', 'periodic-tasks'] },
);
