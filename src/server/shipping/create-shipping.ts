import type { AppConfig } from '../platform/config';
import { createManualCourier } from './manual-courier';
import { createShiprocketCourier } from './shiprocket/shiprocket-courier';
import type { CourierProvider } from './types';

/** The configured courier provider; config parsing already refused Shiprocket with missing keys. */
export function createShipping(config: AppConfig): CourierProvider {
  switch (config.SHIPPING_PROVIDER) {
    case 'manual':
      return createManualCourier();
    case 'shiprocket':
      return createShiprocketCourier({
        email: config.SHIPROCKET_EMAIL ?? '',
        password: config.SHIPROCKET_PASSWORD ?? '',
        pickupLocation: config.SHIPROCKET_PICKUP_LOCATION ?? '',
        webhookToken: config.SHIPROCKET_WEBHOOK_TOKEN,
        apiUrl: config.SHIPROCKET_API_URL,
      });
    default: {
      const unknown: never = config.SHIPPING_PROVIDER;
      throw new Error(`Unknown SHIPPING_PROVIDER ${String(unknown)}`);
    }
  }
}
