import type { OrderStatus } from '../../contracts/admin';

/** A parcel as any courier books it: our order, the shopper's address, its items and the packed box. */
export interface ParcelOrder {
  /**
   * The channel order id: our order reference (KG-10001), with the booking round after a cancel
   * (KG-10001-2, see bookingReference). The provider is asked about it before a retry.
   */
  reference: string;
  orderDate: Date;
  paymentMethod: 'Prepaid' | 'COD';
  /** Rupees as a decimal string: what the courier collects on delivery for COD, the declared value otherwise. */
  subTotal: string;
  customer: {
    name: string;
    phone: string;
    email: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    pincode: string;
  };
  items: { name: string; sku: string; units: number; sellingPrice: string; hsn: string }[];
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** What a booking leaves at the provider; filled in step by step (order, then AWB). */
export interface Booking {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string | null;
  courierName: string | null;
}

/** One courier scan, as the provider reports it. */
export interface Scan {
  at: Date;
  courierStatus: string;
  activity: string;
  location: string;
  /** The order status this scan means, when it means one. */
  orderStatus: OrderStatus | null;
}

/** A parcel's tracking, from a webhook or a poll: its latest status and the scans so far. */
export interface TrackingUpdate {
  awb: string;
  courierStatus: string;
  orderStatus: OrderStatus | null;
  /**
   * When the courier reported that status (its newest scan's time, else the webhook's own); null
   * when the update says neither. An update older than the parcel's latest never moves its order.
   */
  at: Date | null;
  scans: Scan[];
  /** Scan dates written in no way the courier is known to write them: those scans are refused. */
  refusedDates: string[];
}

export interface CourierOption {
  courierName: string;
  /** Rupees as a decimal string. */
  rate: string;
  estimatedDays: number | null;
  cod: boolean;
  /** The provider's own pick for this parcel (Shiprocket's recommended courier), whose days the shopper is promised. */
  recommended: boolean;
}

/**
 * The courier answered a create with its own order for that channel order id, cancelled: nothing
 * can be booked under the id any more, so the booking goes on under the next round's
 * (bookingReference). Shiprocket is reported to do this for an id it has seen.
 */
export class OrderCancelledAtCourier extends Error {
  constructor(readonly reference: string) {
    super(`The courier answered with its cancelled order ${reference}.`);
    this.name = 'OrderCancelledAtCourier';
  }
}

/**
 * A courier service (cal.com's one interface per integration). 'manual' books nothing: the owner
 * types the courier and AWB when dispatching (routes/admin-orders.ts), and no scans come in.
 */
export interface CourierProvider {
  readonly name: 'manual' | 'shiprocket';
  /** True when parcels are booked and tracked through the provider's API. */
  readonly automatic: boolean;
  serviceability(query: {
    pickupPincode: string;
    deliveryPincode: string;
    weightKg: number;
    cod: boolean;
  }): Promise<CourierOption[]>;
  /** The booking made for our reference, if any: asked before every retry, since there is no idempotency key. */
  findBooking(reference: string): Promise<Booking | null>;
  /** Creates the provider's order for the parcel (no AWB yet); OrderCancelledAtCourier if it answers with a cancelled one. */
  createOrder(parcel: ParcelOrder): Promise<Booking>;
  /** Assigns the AWB (the provider picks the courier by the shop's priority rules). */
  assignAwb(providerShipmentId: string): Promise<{ awb: string; courierName: string }>;
  schedulePickup(providerShipmentId: string): Promise<void>;
  /** The label PDF's URL. */
  label(providerShipmentId: string): Promise<string>;
  /** The manifest PDF's URL, for the courier's handover: generated once, printed again after that. */
  manifest(providerShipmentId: string, providerOrderId: string): Promise<string>;
  cancel(providerOrderId: string): Promise<void>;
  track(awb: string): Promise<TrackingUpdate | null>;
  /** Whether a tracking webhook carries the shop's token; compared in constant time. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>): boolean;
  /** The webhook body as a tracking update, or null when it is not one. */
  parseWebhook(body: unknown): TrackingUpdate | null;
  /** The owner's answer to a failed delivery (NDR). */
  ndrAction(awb: string, action: 're-attempt' | 'return', comment: string): Promise<void>;
}
