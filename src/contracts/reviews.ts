import * as z from 'zod/mini';
import { shopperTextCheck } from './shopper-text';

/** Issue 29 item 5: photo reviews from verified buyers. */
export const REVIEW_LIMITS = { textMax: 1000, photosMax: 3 } as const;

export const reviewTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[\w-]{22,64}$/, 'This review link is not valid')),
});
export const reviewLineParamsSchema = z.object({
  token: reviewTokenParamsSchema.shape.token,
  lineId: z.string().check(z.uuid('This order line is not valid')),
});

/** One photo as the browser sends it: base64 (a data URL is fine); its bytes are sniffed and re-encoded. */
export const reviewSubmitSchema = z.object({
  rating: z
    .number()
    .check(z.int('Choose 1 to 5 stars'), z.gte(1, 'Choose 1 to 5 stars'), z.lte(5, 'Choose 1 to 5 stars')),
  // Public once approved: the rules of every shopper field (issue 39 item 7), as the change note's.
  text: z
    .string()
    .check(
      z.maxLength(REVIEW_LIMITS.textMax, `At most ${REVIEW_LIMITS.textMax} characters`),
      shopperTextCheck(REVIEW_LIMITS.textMax, 'Your review', { multiline: true }),
    ),
  photos: z.array(z.string()).check(z.maxLength(REVIEW_LIMITS.photosMax, `At most ${REVIEW_LIMITS.photosMax} photos`)),
});
export type ReviewSubmit = z.infer<typeof reviewSubmitSchema>;

export const reviewStatusSchema = z.enum(['pending', 'approved', 'hidden']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** What the shopper's review page shows: each line of their order, reviewed or not. */
export const reviewPageSchema = z.object({
  reference: z.string(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      productTitle: z.string(),
      variantTitle: z.string(),
      previewImageUrl: z.nullable(z.string()),
      review: z.nullable(z.object({ rating: z.number(), text: z.string(), photoUrls: z.array(z.string()) })),
    }),
  ),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** An approved review as the product sheet shows it. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  text: z.string(),
  authorName: z.string(),
  photoUrls: z.array(z.string()),
  createdAt: z.string(),
  verifiedBuyer: z.literal(true),
});
export const productReviewsSchema = z.object({
  count: z.number(),
  average: z.nullable(z.number()),
  reviews: z.array(publicReviewSchema),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  status: reviewStatusSchema,
  rating: z.number(),
  text: z.string(),
  authorName: z.string(),
  productTitle: z.string(),
  orderReference: z.string(),
  photoUrls: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsSchema = z.object({ reviews: z.array(adminReviewSchema) });
export const reviewDecisionSchema = z.object({ status: z.enum(['approved', 'hidden']) });
export const reviewIdParamsSchema = z.object({ reviewId: z.string().check(z.uuid()) });
