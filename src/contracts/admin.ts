import * as z from 'zod/mini';
import { categorySchema } from './products';
import { shopperTextCheck } from './shopper-text';
import { AWB_PATTERN, COURIER_IDS } from './couriers';
import { erasureSchema } from './privacy';
import { ORDER_STATUSES } from './order-status';

/**
 * The shop's workspace API (`/api/admin/*`) and the shopper's proof API (`/api/proofs/*`).
 *
 * Sessions and forgery protection, as the SPA uses them:
 * - `POST /api/admin/session` (JSON only) signs in and answers `sessionResponseSchema`;
 *   `GET /api/admin/session` answers the same for a signed-in visitor and 401 otherwise.
 * - The session lives in an httpOnly, SameSite=Strict cookie the script never sees; the
 *   `csrfToken` of the session answer is sent back in the `x-csrf-token` header
 *   (`CSRF_HEADER`) on every POST, PUT, PATCH and DELETE under `/api/admin` (sign-in aside),
 *   which answer 403 without it. The token stays valid for the life of the session.
 */
export const CSRF_HEADER = 'x-csrf-token';

export const ROLES = ['owner', 'maker'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The statuses and what the owner is shown for each: one list, in ./order-status. */
export { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from './order-status';
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/**
 * Where the money is: `on_delivery` (nothing due online), `unpaid` (due online, not yet paid),
 * `paid` (the online part, all or an advance, is paid), `refunded` (paid online, given back).
 */
export const PAYMENT_STATUSES = ['on_delivery', 'unpaid', 'paid', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The owner's payment policy: see docs/payments.md. */
export const PAYMENT_POLICIES = ['prepaid', 'cod_allowed', 'advance'] as const;
export const paymentPolicySchema = z.enum(PAYMENT_POLICIES);
export type PaymentPolicy = z.infer<typeof paymentPolicySchema>;

/** Timestamps travel as ISO 8601 strings. */
const isoDate = z.string();
/** Free text from staff is held to the shopper-text rules too (no NUL, broken or direction-changing characters). */
const note = z.string().check(z.trim(), shopperTextCheck(500, 'The note', { multiline: true }));

// ---- Session -------------------------------------------------------------------------------

export const signInRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Enter your username'), shopperTextCheck(100, 'The username')),
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(200)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionUserSchema = z.object({ id: z.string(), username: z.string(), role: roleSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  csrfToken: z.string(),
  /** What the owner must set up before the shop works for shoppers (PUBLIC_URL unset); shown on every page. */
  notices: z.optional(z.array(z.string())),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

/** `DELETE /api/admin/sessions` (owner): every session of the signed-in owner ends, this one too. */
export const signOutEverywhereResponseSchema = z.object({ success: z.literal(true), ended: z.int() });

// ---- Orders --------------------------------------------------------------------------------

export const orderListQuerySchema = z.object({
  status: z.optional(orderStatusSchema),
  category: z.optional(categorySchema),
  /** Order number (KG-10024 or 10024), shopper name or mobile number. */
  q: z.optional(z.string().check(z.trim(), shopperTextCheck(100, 'The search'))),
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(10_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export type OrderListFilters = z.infer<typeof orderListQuerySchema>;

export const orderListItemSchema = z.object({
  id: z.string(),
  /** Human reference, e.g. KG-10024. */
  reference: z.string(),
  status: orderStatusSchema,
  createdAt: isoDate,
  shopperName: z.string(),
  mobile: z.string(),
  /** Rupees as a decimal string. */
  totalAmount: z.string(),
  itemCount: z.int(),
  categories: z.array(z.string()),
  /** The first line's preview, for the list's thumbnail. */
  previewUrl: z.nullable(z.string()),
  /** Issue 45 item 4: booked with the courier, not picked up yet; absent otherwise. */
  awaitingPickup: z.optional(z.boolean()),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderListItemSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/**
 * `GET /api/admin/orders/arrivals?since=<now of the last answer>` (issue 45.9): the orders that came
 * in for the owner (placed, to confirm, or placed by their payment) since then, newest first, polled
 * by the workspace. Read from the database, so it answers the same on every server; `since` is the
 * server's own `now`, so no browser clock is trusted, and the answer looks a little further back than
 * `since` (an order committed late is not missed): the browser drops the ids it has already shown.
 */
export const orderArrivalsQuerySchema = z.object({
  since: z.optional(
    z.string().check(
      z.maxLength(40),
      z.refine((v) => !Number.isNaN(Date.parse(v)), 'since must be a time, as the last answer gave it'),
    ),
  ),
});
export const orderArrivalsResponseSchema = z.object({
  now: isoDate,
  orders: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      shopperName: z.string(),
      /** Rupees as a decimal string. */
      totalAmount: z.string(),
      status: orderStatusSchema,
    }),
  ),
  /**
   * Issue 44: the claims waiting for the owner's decision, for the Claims tab's count. Optional: a
   * server of the release before answers without it while several run side by side.
   */
  newClaims: z.optional(z.int().check(z.nonnegative())),
});
export type OrderArrivals = z.infer<typeof orderArrivalsResponseSchema>;

export const orderIdParamsSchema = z.object({ orderId: z.uuid() });
export const lineIdParamsSchema = z.object({ lineId: z.uuid() });
/** A cart line's `_clientItemId`: what a Shopify line's `_proof` link names (its order came later). */
export const clientItemIdParamsSchema = z.object({
  clientItemId: z.string().check(z.minLength(1), shopperTextCheck(100, 'The item id')),
});
export const orderByLineResponseSchema = z.object({ orderId: z.string() });
export const ORDER_NOT_ARRIVED_MESSAGE = 'No order holds this item yet. Shopify sends orders a moment after payment.';

export const lineAttributeSchema = z.object({ key: z.string(), value: z.string() });

export const PRODUCTION_FILE_KINDS = ['svg', 'pdf', 'png'] as const;
export const productionFileSchema = z.object({ kind: z.enum(PRODUCTION_FILE_KINDS), url: z.string() });

export const orderLineSchema = z.object({
  id: z.string(),
  productTitle: z.string(),
  variantTitle: z.string(),
  category: z.nullable(z.string()),
  quantity: z.int(),
  /** Unit price in rupees as a decimal string. */
  unitPrice: z.string(),
  previewUrl: z.nullable(z.string()),
  /** The photo the shopper uploaded (mugs): a short-lived signed link (issue 39), null when none or erased. */
  photoUrl: z.nullable(z.string()),
  /** Exactly what the shopper chose and wrote (Name, House number, Caption, Font, Colour, Style...). */
  attributes: z.array(lineAttributeSchema),
  /** Production files for this line; served by the production routes. */
  files: z.array(productionFileSchema),
  madeAt: z.nullable(isoDate),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const deliveryDetailsSchema = z.object({
  fullName: z.string(),
  mobile: z.string(),
  email: z.nullable(z.string()),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

export const timelineEntrySchema = z.object({
  /** A status change, or the shopper asking for a change to the proof (status unchanged). */
  kind: z.enum(['status', 'change_request']),
  status: orderStatusSchema,
  /** The staff username, or 'shopper' for the shopper's own approval or change request. */
  by: z.string(),
  at: isoDate,
  note: z.nullable(z.string()),
  /** What the entry says when its status's name would mislead: "Confirmed by the shopper (WhatsApp)" for a pay-on-delivery confirmation. */
  title: z.optional(z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const paymentEventSchema = z.object({
  kind: z.enum(['link_created', 'paid', 'refund_requested', 'refunded', 'refund_failed', 'amount_mismatch']),
  /** Rupees as a decimal string. */
  amount: z.string(),
  /** The provider's id for it (a payment link, payment or refund id). */
  reference: z.string(),
  at: isoDate,
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const shipmentSchema = z.object({
  courier: z.enum(COURIER_IDS),
  trackingNumber: z
    .string()
    .check(z.trim(), z.regex(AWB_PATTERN, 'Enter the AWB as printed: letters, digits and dashes')),
  /** Only for courier 'other': its https tracking link. */
  trackingUrl: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const orderDetailSchema = z.object({
  ...orderListItemSchema.shape,
  paymentMethod: z.string(),
  paymentStatus: paymentStatusSchema,
  /** What is (or was) due online before making starts; '0.00' for pay on delivery. */
  amountDueNow: z.string(),
  /** The provider's payment link id for this order, once one was made. */
  paymentRef: z.nullable(z.string()),
  /** Issue 28: the day the shopper needs it by (yyyy-mm-dd, India), or null. */
  neededBy: z.optional(z.nullable(z.string())),
  /** Discounts the total includes (a coupon code or an automatic offer), rupees off. */
  discounts: z.optional(z.array(z.object({ label: z.string(), amount: z.string() }))),
  /**
   * Who takes the order's money (orders.payment_provider): its id and name (a payment provider's
   * id and display name; 'pay_on_delivery'; 'shopify'), and whether the shop's online provider took it, so it can be
   * refunded from here.
   */
  paymentProvider: z.object({ id: z.string(), name: z.string(), refundsHere: z.boolean() }),
  /** The shop's online payment provider's name ("Paid outside <name>"), or null when it takes pay on delivery only. */
  shopPaymentProvider: z.nullable(z.string()),
  payments: z.array(paymentEventSchema),
  shipment: z.nullable(
    z.object({
      courier: z.string(),
      courierName: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.nullable(z.string()),
    }),
  ),
  /** The shopper's order page (/order/<token>), absolute. */
  orderPageUrl: z.string(),
  /**
   * A pay-on-delivery order still to confirm (issue 45 item 2): the channels its request to confirm
   * went by (none: only the shop's call can confirm it) and when it is cancelled unless confirmed.
   */
  codConfirmation: z.optional(
    z.nullable(z.object({ askedBy: z.array(z.enum(['email', 'whatsapp'])), cancelsAt: isoDate })),
  ),
  lines: z.array(orderLineSchema),
  delivery: deliveryDetailsSchema,
  timeline: z.array(timelineEntrySchema),
  /** Statuses the order may move to next from here. */
  nextStatuses: z.array(orderStatusSchema),
  /** Issue 45: in production with the courier booked, until its first pickup scan dispatches it. */
  awaitingPickup: z.optional(z.boolean()),
  /** The shopper's latest change request on the proof, if any is open. */
  changeRequest: z.nullable(z.object({ note: z.string(), at: isoDate })),
  /** Issue 39: the shopper's request to erase their data, and when the owner erased it; null: none. */
  erasure: z.optional(z.nullable(erasureSchema)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const statusChangeRequestSchema = z.object({
  status: orderStatusSchema,
  note: z.optional(note),
  /** Required to mark an order dispatched. */
  shipment: z.optional(shipmentSchema),
  /** When cancelling an order paid online: give the payment back in full. */
  refund: z.optional(z.boolean()),
});
export type StatusChangeRequest = z.infer<typeof statusChangeRequestSchema>;

export const sendProofResponseSchema = z.object({
  /** Absolute link to `/proof/<token>`. */
  proofUrl: z.string(),
  /** `https://wa.me/<number>?text=...`, or null when the order has no mobile number. */
  whatsappUrl: z.nullable(z.string()),
  /** True when the proof was emailed over SMTP; false when kept in the outbox or no email. */
  emailed: z.boolean(),
});
export type SendProofResponse = z.infer<typeof sendProofResponseSchema>;

/**
 * `GET /api/admin/orders/:orderId/proof` (issue 45.10): the order's latest proof link, kept for the
 * owner after they leave the order page, and whether the shopper has opened it.
 */
export const keptProofResponseSchema = z.object({
  proof: z.nullable(
    z.object({
      /** Null when the link cannot be made again (sent before links were kept, or the server's secret changed). */
      proofUrl: z.nullable(z.string()),
      whatsappUrl: z.nullable(z.string()),
      sentAt: isoDate,
      firstOpenedAt: z.nullable(isoDate),
      lastOpenedAt: z.nullable(isoDate),
      opens: z.int(),
    }),
  ),
});
export type KeptProof = z.infer<typeof keptProofResponseSchema>['proof'];

export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'outbox'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** `GET /api/admin/outbox`: each message to a shopper with its order, event, channel and state. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  orderId: z.nullable(z.string()),
  /** The order's reference (KG-10001). */
  reference: z.nullable(z.string()),
  event: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  language: z.enum(['en', 'hi']),
  state: z.enum(MESSAGE_STATES),
  /** Why the last attempt failed, or why WhatsApp reported it failed. */
  error: z.nullable(z.string()),
  attempts: z.number(),
  /** For a WhatsApp message kept in the outbox: the wa.me link the owner taps to send it by hand. */
  whatsappUrl: z.nullable(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

// ---- Payment policy (owner) -----------------------------------------------------------------

export const paymentSettingsSchema = z.object({
  policy: paymentPolicySchema,
  advancePercent: z.int().check(z.gte(10, 'At least 10%'), z.lte(90, 'At most 90%')),
  /** A payment link lives at least 16 minutes (the provider's MIN_LINK_LIFETIME_MS). */
  expiryMinutes: z.int().check(z.gte(20, 'At least 20 minutes'), z.lte(7 * 24 * 60, 'At most 7 days')),
});
export type PaymentSettingsBody = z.infer<typeof paymentSettingsSchema>;
export const paymentSettingsResponseSchema = z.object({
  ...paymentSettingsSchema.shape,
  /** False when no payment provider is configured: the checkout then offers pay on delivery only. */
  providerConfigured: z.boolean(),
  /** The online providers the shop can connect (docs/payments.md says how), by name. */
  connectableProviders: z.array(z.string()),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;

// ---- Maker's queue ---------------------------------------------------------------------------

export const queueItemSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  orderStatus: orderStatusSchema,
  /** Issue 28: the day the shopper needs it by (yyyy-mm-dd, India); the queue puts the earliest first. */
  neededBy: z.optional(z.nullable(z.string())),
  line: orderLineSchema,
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueResponseSchema = z.object({ items: z.array(queueItemSchema) });

// ---- Proofs (public, no login) ---------------------------------------------------------------

/** 22+ characters of base64url: at least 128 random bits. */
export const proofTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[\w-]{22,64}$/, 'This proof link is not valid')),
});

export const PROOF_STATES = ['awaiting', 'approved', 'change_requested', 'cancelled'] as const;
export const proofStateSchema = z.enum(PROOF_STATES);

export const proofSchema = z.object({
  reference: z.string(),
  state: proofStateSchema,
  /** The shopper's first name, for the greeting. */
  firstName: z.string(),
  lines: z.array(
    z.object({
      id: z.string(),
      productTitle: z.string(),
      variantTitle: z.string(),
      quantity: z.int(),
      previewUrl: z.nullable(z.string()),
      attributes: z.array(lineAttributeSchema),
    }),
  ),
  changeNote: z.nullable(z.string()),
});
export type Proof = z.infer<typeof proofSchema>;

export const proofChangeRequestSchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Tell us what to change'),
      z.maxLength(500, 'At most 500 characters'),
      shopperTextCheck(500, 'Your note', { multiline: true }),
    ),
});

// ---- Insights ------------------------------------------------------------------------------

/** A day on the calendar: 2026-04-31 matches the pattern, but Date would roll it over to 1 May. */
export function isCalendarDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31'),
  z.superRefine((text, ctx) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(text) && !isCalendarDay(text))
      ctx.issues.push({ code: 'custom', message: `${text} is not a date on the calendar`, input: text });
  }),
);

/** Inclusive UTC days. */
export const insightsQuerySchema = z.object({ from: day, to: day });

export const FUNNEL_STEPS = [
  'page_view',
  'product_tap',
  'customize_tap',
  'preview_generated',
  'add_to_cart',
  'checkout',
  'order_placed',
] as const;

export const funnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  /** Distinct sessions that sent the event; for order_placed, the number of orders. */
  count: z.int(),
  /** count / previous step's count, 0..1; null for the first step or when the previous is 0. */
  conversion: z.nullable(z.number()),
});

const rtoTally = z.object({ delivered: z.int(), returned: z.int(), rate: z.nullable(z.number()) });

export const insightsResponseSchema = z.object({
  from: day,
  to: day,
  funnel: z.array(funnelStepSchema),
  /**
   * Per category: product_tap, customize_tap, preview_generated, add_to_cart, order_placed
   * (page views and checkout carry no product, so no category).
   */
  categories: z.array(z.object({ category: z.string(), funnel: z.array(funnelStepSchema) })),
  daily: z.array(z.object({ date: day, previews: z.int(), orders: z.int() })),
  /** Issue 29: checkout reminders sent, and the orders placed after one with their revenue (rupees, a decimal string). */
  recovered: z.object({ remindersSent: z.int(), orders: z.int(), revenue: z.string() }),
  /**
   * Issue 39: WhatsApp messages the Cloud API took in the range (what Meta bills), and the
   * checkout reminders among them (marketing templates, billed at the dearer rate).
   */
  whatsapp: z.object({ messages: z.int(), reminders: z.int() }),
  /**
   * Issue 28: returned to origin, of the range's orders that were delivered or came back; `rate` is
   * returned / (delivered + returned), null with neither. `valueLost` in rupees (a decimal string).
   * `prefixes`: the pincode prefixes (first three digits) with the most returns, at most five.
   * `weeks`: the same orders by the India week they were placed in (`weekStart` its Monday), every
   * week that overlaps the range, in order, quiet ones with zeros.
   */
  rto: z.object({
    ...rtoTally.shape,
    cod: rtoTally,
    prepaid: rtoTally,
    valueLost: z.string(),
    prefixes: z.array(z.extend(rtoTally, { prefix: z.string() })),
    weeks: z.array(z.extend(rtoTally, { weekStart: day })),
  }),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
