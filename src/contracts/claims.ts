import * as z from 'zod/mini';

/**
 * Issue 44: a claim on one piece (an order line) that arrived broken, wrong or not at all.
 * The states and the decisions are drawn in docs/orders.md.
 */
export const CLAIM_REASONS = ['damaged', 'wrong_personalisation', 'not_received', 'quality', 'other'] as const;
export const claimReasonSchema = z.enum(CLAIM_REASONS);
export type ClaimReason = z.infer<typeof claimReasonSchema>;

/** open: waiting for the owner; resolved: remade, refunded or both; declined: with a reason the shopper reads. */
export const CLAIM_STATES = ['open', 'resolved', 'declined'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const CLAIM_DECISIONS = ['remake', 'refund', 'both', 'decline'] as const;
export const claimDecisionKindSchema = z.enum(CLAIM_DECISIONS);
export type ClaimDecisionKind = z.infer<typeof claimDecisionKindSchema>;

export const CLAIM_FAULTS = ['courier', 'workshop', 'shop', 'shopper', 'unknown'] as const;
export const claimFaultSchema = z.enum(CLAIM_FAULTS);
export type ClaimFault = z.infer<typeof claimFaultSchema>;

/** How a refund reached the shopper: through the online provider, or paid out by hand for pay on delivery. */
export const REFUND_METHODS = ['online', 'upi', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const CLAIM_LIMITS = {
  photos: 4,
  /**
   * One short video, kept as it came (its metadata dropped, its pictures not re-encoded: no
   * encoder on the server). 25 MB: the request is held in memory while it is checked, it takes
   * about a minute on a 4 Mbit/s phone connection, and it holds a 60-second clip at 720p.
   */
  videoMaxBytes: 25 * 1024 * 1024,
  /** Long enough to unbox the parcel with its label in view, short enough to watch. */
  videoMaxSeconds: 60,
  noteChars: 1000,
  declineReasonChars: 500,
  /** The owner's window, in days after delivery. */
  defaultWindowDays: 7,
  maxWindowDays: 60,
} as const;

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

/** The owner's decision, as the workspace sends it. */
export const claimDecisionSchema = z.object({
  decision: claimDecisionKindSchema,
  fault: claimFaultSchema,
  /** Refund and both: in paise, at most what is left of what was paid for the piece. */
  refundPaise: z.optional(z.int().check(z.minimum(1), z.maximum(5_000_000_00))),
  /** Pay on delivery (nothing to refund online): how it was paid out, and its reference. */
  payout: z.optional(
    z.object({
      method: z.enum(['upi', 'bank']),
      reference: z.string().check(z.trim(), z.minLength(4), z.maxLength(64), z.regex(/^[A-Za-z0-9/_.-]+$/)),
    }),
  ),
  declineReason: z.optional(z.string().check(z.trim(), z.minLength(5), z.maxLength(CLAIM_LIMITS.declineReasonChars))),
  /**
   * Remake: what making it again costs the shop, in paise, typed over the variant's material cost
   * (recorded as the owner's). Absent: the variant's material cost is taken.
   */
  remakeCostPaise: z.optional(z.int().check(z.minimum(0), z.maximum(10_000_000))),
  /** Remake: the corrected text goes back to the shopper for approval (the shop's own mistake was the text). */
  corrected: z.optional(z.boolean()),
});
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

export const claimIdParamsSchema = z.object({ claimId: uuid });
/**
 * The shopper's credit note: their order page's token and the claim. A malformed token or claim id,
 * a claim of another order, or one with no credit note: all the same 404.
 */
export const shopperCreditNoteParamsSchema = z.object({
  token: z.string().check(z.maxLength(128)),
  claimId: z.string().check(z.maxLength(64)),
});

export const claimSettingsSchema = z.object({
  windowDays: z.int().check(z.minimum(1), z.maximum(CLAIM_LIMITS.maxWindowDays)),
});
export type ClaimSettings = z.infer<typeof claimSettingsSchema>;

/** One claim as the workspace lists it. */
export const adminClaimSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  reference: z.string(),
  lineId: z.string(),
  productTitle: z.string(),
  reason: claimReasonSchema,
  note: z.string(),
  state: z.enum(CLAIM_STATES),
  decision: z.nullable(claimDecisionKindSchema),
  fault: z.nullable(claimFaultSchema),
  refundPaise: z.number(),
  costPaise: z.number(),
  /** The remake's cost, and whether it is the variant's material cost or the owner's figure. */
  remakeCostPaise: z.nullable(z.number()),
  remakeCostFrom: z.nullable(z.enum(['material', 'owner'])),
  /** The piece's variant's material cost today (the decision's default), null when not set. */
  materialCostPaise: z.nullable(z.number()),
  declineReason: z.nullable(z.string()),
  remakeOrderId: z.nullable(z.string()),
  remakeReference: z.nullable(z.string()),
  creditNoteNumber: z.nullable(z.string()),
  createdAt: z.string(),
  /** Whole days since the shopper reported it. */
  ageDays: z.number(),
  /** The courier's last day to take a damage dispute (transit claims on a courier parcel), yyyy-mm-dd. */
  disputeBy: z.nullable(z.string()),
  evidence: z.array(z.object({ url: z.string(), kind: z.enum(['photo', 'video']) })),
  proofImageUrl: z.nullable(z.string()),
  packingPhotoUrl: z.nullable(z.string()),
  refundMethod: z.nullable(z.enum(REFUND_METHODS)),
  /** The provider's refund id or the payout's reference, once the refund went out. */
  refundReference: z.nullable(z.string()),
  /** An online refund decided that the provider has not taken yet: the owner retries it. */
  refundPending: z.boolean(),
  courierName: z.nullable(z.string()),
  /** The parcel's AWB, when it was booked or marked dispatched. */
  trackingNumber: z.nullable(z.string()),
  dispatchedAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  /** A refund goes back through the shop's online provider; otherwise it is paid out by UPI or bank, with its reference. */
  refundsOnline: z.boolean(),
  /** What the shopper paid for the piece that is not yet refunded, in paise. */
  refundablePaise: z.number(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;
export const adminClaimsSchema = z.object({ claims: z.array(adminClaimSchema) });
export const adminClaimResponseSchema = z.object({ claim: adminClaimSchema });

/** An order's claims on its workspace page, and the order it remakes when it is a remake. */
export const orderClaimsSchema = z.object({
  remakeOf: z.nullable(z.object({ orderId: z.string(), reference: z.string() })),
  claims: z.array(adminClaimSchema),
  /** Whether a packing photo was taken at dispatch (the claim's evidence). */
  packingPhotoUrl: z.nullable(z.string()),
});
export type OrderClaims = z.infer<typeof orderClaimsSchema>;

/** The packing photo taken at dispatch, from the phone's camera: base64 (a data: URL prefix is accepted). */
export const packingPhotoUploadSchema = z.object({
  imageBase64: z
    .string()
    .check(z.minLength(1, 'Take or choose a photo'), z.maxLength(14_500_000, 'The photo is larger than 10 MB')),
});

/** The decision's answer: a remake's order, and why an online refund did not go out (the decision stands). */
export const claimDecidedSchema = z.object({
  decision: claimDecisionKindSchema,
  refundPaise: z.number(),
  remakeOrderId: z.nullable(z.string()),
  refundError: z.nullable(z.string()),
});

const countRow = <K extends z.ZodMiniType>(key: K) =>
  z.object({ key, count: z.number(), per100: z.nullable(z.number()) });

/** Issue 44.4: claims over a range of India days (per 100 orders delivered in it; null when none was). */
export const claimInsightsSchema = z.object({
  delivered: z.number(),
  claims: z.number(),
  byReason: z.array(countRow(claimReasonSchema)),
  byFault: z.array(countRow(claimFaultSchema)),
  /** yyyy-mm (India), by the month each claim was decided in. */
  costByMonth: z.array(z.object({ month: z.string(), refundPaise: z.number(), remakePaise: z.number() })),
  remakesByProduct: z.array(z.object({ product: z.string(), remakes: z.number() })),
  couriers: z.array(
    z.object({ courier: z.string(), delivered: z.number(), damaged: z.number(), damagePer100: z.nullable(z.number()) }),
  ),
});
export type ClaimInsights = z.infer<typeof claimInsightsSchema>;
