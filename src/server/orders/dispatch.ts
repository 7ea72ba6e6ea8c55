import { trackingUrl } from '../../contracts/couriers';
import type { Shipment } from '../../contracts/admin';
import { DomainError } from '../platform/errors';

/** The order columns a dispatch sets, or a refusal naming what is missing. */
export function shipmentFields(shipment: Shipment | undefined) {
  if (!shipment) throw new DomainError('invalid_input', 'Choose the courier and enter the tracking (AWB) number.');
  const url = trackingUrl(shipment.courier, shipment.trackingNumber, shipment.trackingUrl);
  if (shipment.courier === 'other' && !url)
    throw new DomainError('invalid_input', "Enter the courier's tracking link, starting with https://");
  return { courier: shipment.courier, trackingNumber: shipment.trackingNumber, trackingUrl: url };
}
