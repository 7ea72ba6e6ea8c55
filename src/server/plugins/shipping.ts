import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { startPeriodicTask } from '../jobs/periodic-task';
import { createShipping } from '../shipping/create-shipping';
import { createDeliveryEstimator, type DeliveryEstimator } from '../shipping/delivery-estimate';
import { createShipmentService, type ShipmentService } from '../shipping/shipment-service';
import type { CourierProvider } from '../shipping/types';

declare module 'fastify' {
  interface FastifyInstance {
    shipping: ShipmentService;
    /** The provider itself, for verifying its tracking webhook. */
    courier: CourierProvider;
    /** "Made in N days, arrives by <date>" for a product or a cart and a pincode (issue 28). */
    deliveryEstimates: DeliveryEstimator;
  }
}

/**
 * The couriers seam (issue 28). With an automatic provider, every SHIPPING_POLL_SECONDS waiting
 * bookings are retried and parcels on their way are tracked (the poller for shops that cannot set
 * the webhook). Several servers doing it at once is harmless: attempts are claimed row by row and
 * scans are recorded once by their key.
 */
export default fp(
  async function shipping(app: FastifyInstance, opts: { config: AppConfig; courier?: CourierProvider }) {
    const courier = opts.courier ?? createShipping(opts.config);
    const service = createShipmentService({ db: app.db, courier, events: app.orderEvents, log: app.log });
    app.decorate('shipping', service);
    app.decorate('courier', courier);
    app.decorate('deliveryEstimates', createDeliveryEstimator({ db: app.db, courier, log: app.log }));
    if (!courier.automatic || opts.config.NODE_ENV === 'test') return;
    const poller = startPeriodicTask({
      name: 'shipping retry and poll',
      everyMs: opts.config.SHIPPING_POLL_SECONDS * 1000,
      run: () => service.retryDue().then(() => service.poll()),
      log: app.log,
    });
    app.addHook('onClose', () => poller.stop());
  },
  { name: 'shipping', dependencies: ['database', 'order-events'] },
);
