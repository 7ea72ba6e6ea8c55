import * as z from 'zod/mini';
import { lineAttributeSchema, orderStatusSchema, paymentStatusSchema } from './admin';
import { erasureSchema } from './privacy';
import { SHOPPER_STEPS } from './order-status';

/**
 * The shopper's order page (`/order/<token>`, server-rendered) and its API
 * (`GET /api/orders/<token>`): no login, the 144-bit token is the credential. Answers carry
 * `Cache-Control: no-store`; an unknown or malformed token is a 404.
 */
/** The page's timeline steps: the statuses the shopper is shown, and the money moves (./order-status). */
export type { ShopperStep } from './order-status';
export const shopperStepSchema = z.enum(SHOPPER_STEPS);

export const shopperOrderSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  /** Rupees as decimal strings. */
  totalAmount: z.string(),
  /** Issue 45 item 5: the lines' sum before discounts, and delivery's charge ('0.00': free). */
  subtotalAmount: z.optional(z.string()),
  deliveryAmount: z.optional(z.string()),
  /** The day the order should arrive by (yyyy-mm-dd, India), once an estimate is known; null before. */
  arrivesBy: z.optional(z.nullable(z.string())),
  /** The discounts the total includes (a coupon or an offer), each as positive rupees off. */
  discounts: z.optional(z.array(z.object({ label: z.string(), amount: z.string() }))),
  paidAmount: z.string(),
  /** Still to pay online before making starts (0 once paid or when paying on delivery). */
  dueNowAmount: z.string(),
  dueOnDeliveryAmount: z.string(),
  /** What the courier collected on delivery: the on-delivery part once the order is delivered. */
  paidOnDeliveryAmount: z.string(),
  refundedAmount: z.string(),
  timeline: z.array(z.object({ step: shopperStepSchema, at: z.string() })),
  lines: z.array(
    z.object({
      productTitle: z.string(),
      variantTitle: z.string(),
      quantity: z.int(),
      previewUrl: z.nullable(z.string()),
      /** Issue 39: the shopper's own photo (mugs), a short-lived signed link; absent or null when none. */
      photoUrl: z.optional(z.nullable(z.string())),
      attributes: z.array(lineAttributeSchema),
    }),
  ),
  /** 'awaiting' when a proof waits for the shopper's answer. */
  proof: z.nullable(
    z.object({ state: z.enum(['awaiting', 'change_requested', 'approved']), changeNote: z.nullable(z.string()) }),
  ),
  /**
   * Where it goes: the street lines as typed, then the town, the state (the stored English name the
   * GST place of supply is keyed by: a Hindi page says it in Hindi) and the PIN code.
   */
  delivery: z.object({
    fullName: z.string(),
    lines: z.array(z.string()),
    place: z.object({ city: z.string(), state: z.string(), pincode: z.string() }),
  }),
  shipment: z.nullable(
    z.object({ courier: z.string(), trackingNumber: z.string(), trackingUrl: z.nullable(z.string()) }),
  ),
  /** Issue 28: the courier's scans, oldest first, as the courier words them (shipping/). */
  scans: z.array(z.object({ activity: z.string(), location: z.string(), at: z.string() })),
  /** Issue 45: booked with the courier, not picked up yet ("Booked, waiting for pickup"). */
  awaitingPickup: z.optional(z.boolean()),
  /** The language the shopper chose at checkout: the page and their messages speak it. */
  language: z.enum(['en', 'hi']),
  /** Where the shopper downloads their invoice, once the order is invoiced; null before. */
  invoiceUrl: z.nullable(z.string()),
  /**
   * Issue 45 item 2: how a pay-on-delivery order waiting to be confirmed was asked about, so the page
   * says only what is true: by WhatsApp, email or both, or (no channel could send) the shop's call to
   * this mobile. Absent when the order is not waiting to be confirmed.
   */
  confirmBy: z.optional(
    z.union([
      z.object({ by: z.enum(['whatsapp', 'email', 'both']) }),
      z.object({ by: z.literal('call'), mobile: z.string() }),
    ]),
  ),
  /** Issue 39: the shopper's request to erase their data; absent or null before they ask. */
  erasure: z.optional(z.nullable(erasureSchema)),
});
export type ShopperOrder = z.infer<typeof shopperOrderSchema>;
