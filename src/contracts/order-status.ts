/**
 * The one list of an order's statuses (issue 40): for each, what the owner is shown (the
 * workspace's badge, filter and timeline), which step of the shopper's order page it is (null:
 * the shopper's timeline does not show it), whether the shopper is told when an order reaches it
 * (an order event, orders/order-events.ts), and whether the piece is still on its way to them
 * (an arrives-by date is worth saying). Plain data, no imports: the admin contract, the shopper's
 * order page, the order events and the database schema all derive their lists from it.
 */
const STATUSES = {
  /** Placed with online payment due; not made, nor shown to the maker, until paid (issue 20). */
  awaiting_payment: { owner: 'Awaiting payment', shopperStep: null, event: false, onItsWay: false },
  /**
   * Issue 28: pay on delivery with the shop's COD confirmation on. Waits for the shopper's Confirm
   * (WhatsApp button, email link) or the owner's; never proofed nor made before; cancelled when unanswered.
   */
  to_confirm: { owner: 'To confirm', shopperStep: null, event: false, onItsWay: true },
  placed: { owner: 'Placed', shopperStep: 'placed', event: true, onItsWay: true },
  proof_sent: { owner: 'Proof sent', shopperStep: 'proof_sent', event: true, onItsWay: true },
  approved: { owner: 'Approved', shopperStep: 'approved', event: true, onItsWay: true },
  in_production: { owner: 'In production', shopperStep: 'in_production', event: false, onItsWay: true },
  dispatched: { owner: 'Dispatched', shopperStep: 'dispatched', event: true, onItsWay: true },
  /** Issue 28: the courier's own scans move a dispatched order on (shipping/). */
  out_for_delivery: { owner: 'Out for delivery', shopperStep: 'out_for_delivery', event: true, onItsWay: true },
  delivered: { owner: 'Delivered', shopperStep: 'delivered', event: true, onItsWay: false },
  /** A delivery attempt failed (an NDR): the owner asks for a re-attempt or the return. */
  undelivered: { owner: 'Not delivered', shopperStep: 'undelivered', event: true, onItsWay: false },
  /** Back at the shop (RTO delivered): the piece came home unsold. */
  returned: { owner: 'Returned', shopperStep: 'returned', event: true, onItsWay: false },
  cancelled: { owner: 'Cancelled', shopperStep: 'cancelled', event: true, onItsWay: false },
} as const satisfies Record<string, { owner: string; shopperStep: string | null; event: boolean; onItsWay: boolean }>;

type Statuses = typeof STATUSES;
export type OrderStatus = keyof Statuses;

/** Every status, in the order an order moves through them (cancelled last). */
export const ORDER_STATUSES = Object.keys(STATUSES) as [OrderStatus, ...OrderStatus[]];

/** What the owner is shown for each status. */
export const ORDER_STATUS_LABELS = Object.fromEntries(ORDER_STATUSES.map((s) => [s, STATUSES[s].owner])) as {
  [S in OrderStatus]: Statuses[S]['owner'];
};

/**
 * Money moves the shopper's timeline shows beside the statuses (payments/), and that the shopper
 * is told about: paid after 'placed', refunded at the end.
 */
const PAYMENT_STEPS = ['paid', 'refunded'] as const;

type StatusStep = { [S in OrderStatus]: Statuses[S]['shopperStep'] }[OrderStatus] & string;
export type ShopperStep = StatusStep | (typeof PAYMENT_STEPS)[number];

/** The statuses the shopper's timeline shows, each as its own step. */
export const SHOPPER_STATUS_STEPS = ORDER_STATUSES.filter((s) => STATUSES[s].shopperStep !== null) as StatusStep[];

/** The steps of the shopper's order page: the shown statuses, with 'paid' after 'placed' and 'refunded' last. */
export const SHOPPER_STEPS = [
  SHOPPER_STATUS_STEPS[0]!,
  PAYMENT_STEPS[0],
  ...SHOPPER_STATUS_STEPS.slice(1),
  PAYMENT_STEPS[1],
] as [ShopperStep, ...ShopperStep[]];

type EventStatus = { [S in OrderStatus]: Statuses[S]['event'] extends true ? S : never }[OrderStatus];
export type ShopperOrderEvent = EventStatus | (typeof PAYMENT_STEPS)[number];

/** What happened to an order that the shopper may be told about: the statuses marked so, and the money moves. */
export const SHOPPER_ORDER_EVENTS = SHOPPER_STEPS.filter(
  (s) => (PAYMENT_STEPS as readonly string[]).includes(s) || STATUSES[s as OrderStatus].event,
) as ShopperOrderEvent[];

/** The shopper's timeline step a status change shows as; null when the shopper's timeline skips it. */
export const shopperStepOf = (status: OrderStatus): StatusStep | null => STATUSES[status].shopperStep;

/** Statuses in which the piece is still to reach the shopper: an arrives-by date is worth saying. */
export const isOnItsWay = (status: string): boolean => status in STATUSES && STATUSES[status as OrderStatus].onItsWay;
