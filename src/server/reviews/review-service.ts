import { and, desc, eq, or } from 'drizzle-orm';
import { objectUrl } from '../../contracts/own-urls';
import type { AdminReview, ProductReviews, ReviewPage, ReviewStatus, ReviewSubmit } from '../../contracts/reviews';
import { orderReference } from '../../contracts/order-reference';
import { withoutHiddenControls } from '../../contracts/shopper-text';
import type { Database } from '../platform/db/client';
import { orderLines, orders, products, reviewRequests, reviews, variants } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { decodeBase64Image } from '../platform/uploads/sanitize-upload';
import { keepShopperPhotos } from '../platform/uploads/keep-photos';
import { plainFirstName } from '../messages/message-content';
import type { ObjectStore } from '../platform/storage/types';
import type { PhotoLinks } from '../platform/storage/photo-links';
import { productRatings } from '../catalog/product-ratings';
import { hashLinkToken, newLinkToken } from '../platform/auth/link-tokens';

export interface ReviewDeps {
  db: Database;
  store: ObjectStore;
  /** The upload pipeline every shopper photo goes through: sniffed, bounded, re-encoded. */
  sanitize: (bytes: Buffer) => Promise<{ body: Buffer }>;
  /** Signs the photos the answer shows the shopper (issue 39: a pending review's are not public). */
  photoLinks?: PhotoLinks;
}

const NOT_FOUND = 'This review link is not valid';

/**
 * Makes the order's one review link, once it is delivered; null when it already has one (the
 * request goes once however often 'delivered' fires) or is not delivered.
 */
export async function issueReviewRequest(db: Database, orderId: string): Promise<string | null> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'delivered') return null;
  const token = newLinkToken();
  const made = await db
    .insert(reviewRequests)
    .values({ tokenHash: hashLinkToken(token), orderId })
    .onConflictDoNothing({ target: reviewRequests.orderId })
    .returning({ orderId: reviewRequests.orderId });
  return made.length > 0 ? token : null;
}

async function orderOfToken(db: Database, token: string) {
  const [row] = await db
    .select({ order: orders })
    .from(reviewRequests)
    .innerJoin(orders, eq(orders.id, reviewRequests.orderId))
    .where(eq(reviewRequests.tokenHash, hashLinkToken(token)));
  // A link only opens for a delivered order: no review without the piece in hand.
  if (row?.order.status !== 'delivered') throw new DomainError('not_found', NOT_FOUND);
  return row.order;
}

const photoUrls = (keys: string[]) => keys.map(objectUrl);
/** Photos of a review not yet public (issue 39): short-lived links for the shopper's page and the workspace. */
const signedPhotoUrls = (keys: string[], photoLinks?: PhotoLinks) =>
  photoLinks ? keys.map((key) => photoLinks.sign(key)) : [];

// Zero-width space, word joiner and BOM join no letters and draw nothing (unlike the zero-width
// joiner and non-joiner, which Indic conjuncts and emoji need), so a review does not keep them.
const NOTHING_TO_DRAW = /[\u200B\u2060\uFEFF]/gu;

/**
 * Review text as stored and shown: the submit contract refuses bidi controls, but a review kept
 * before it did is shown without them too, so nothing approved reads otherwise than it was typed.
 */
const reviewText = (text: string) =>
  withoutHiddenControls(text, { multiline: true })
    .replace(/[\r\t]/g, '')
    .replace(NOTHING_TO_DRAW, '')
    .trim();

export async function reviewPage(db: Database, token: string, photoLinks?: PhotoLinks): Promise<ReviewPage> {
  const order = await orderOfToken(db, token);
  const lines = await db
    .select({ line: orderLines, review: reviews })
    .from(orderLines)
    .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return {
    reference: orderReference(order.number),
    lines: lines.map(({ line, review }) => ({
      lineId: line.id,
      productTitle: line.productTitle,
      variantTitle: line.variantTitle,
      previewImageUrl:
        line.previewImageUrl && photoLinks ? photoLinks.signUrl(line.previewImageUrl) : line.previewImageUrl,
      review: review
        ? {
            rating: review.rating,
            text: reviewText(review.text),
            photoUrls: signedPhotoUrls(review.photoKeys, photoLinks),
          }
        : null,
    })),
  };
}

/** Each photo through the upload pipeline; one that is not an image is refused at its own field. */
function keepPhotos(deps: ReviewDeps, photos: string[]): Promise<string[]> {
  return keepShopperPhotos(deps, photos, decodeBase64Image);
}

/** One review per order line, from the order's own link; it waits for the owner's approval. */
export async function submitReview(deps: ReviewDeps, token: string, lineId: string, input: ReviewSubmit) {
  const { db } = deps;
  const order = await orderOfToken(db, token);
  const [line] = await db
    .select({ id: orderLines.id, productId: variants.productId })
    .from(orderLines)
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id)));
  if (!line) throw new DomainError('not_found', 'This piece is not in your order');
  const [already] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderLineId, line.id));
  if (already) throw new DomainError('conflict', 'You have already reviewed this piece. Thank you!');
  const photoKeys = await keepPhotos(deps, input.photos);
  const made = await db
    .insert(reviews)
    .values({
      orderId: order.id,
      orderLineId: line.id,
      productId: line.productId,
      rating: input.rating,
      text: reviewText(input.text),
      photoKeys,
      authorName: plainFirstName(order.contact.fullName ?? ''),
    })
    .onConflictDoNothing({ target: reviews.orderLineId })
    .returning({ id: reviews.id });
  if (made.length === 0) {
    // Two submits at once: the other one won; its photos stand, these go.
    await Promise.all(photoKeys.map((key) => deps.store.delete(key)));
    throw new DomainError('conflict', 'You have already reviewed this piece. Thank you!');
  }
  return reviewPage(db, token, deps.photoLinks);
}

export async function listReviews(db: Database, photoLinks?: PhotoLinks): Promise<AdminReview[]> {
  const rows = await db
    .select({ review: reviews, productTitle: products.title, number: orders.number })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .orderBy(desc(reviews.createdAt))
    .limit(500);
  return rows.map(({ review, productTitle, number }) => ({
    id: review.id,
    status: review.status,
    rating: review.rating,
    text: reviewText(review.text),
    authorName: review.authorName,
    productTitle,
    orderReference: orderReference(number),
    photoUrls: signedPhotoUrls(review.photoKeys, photoLinks),
    createdAt: review.createdAt.toISOString(),
  }));
}

export async function decideReview(db: Database, reviewId: string, status: Exclude<ReviewStatus, 'pending'>) {
  const [row] = await db
    .update(reviews)
    .set({ status, decidedAt: new Date() })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  if (!row) throw new DomainError('not_found', 'This review is not there any more');
}

/** The product's approved reviews, newest first; `productId` is the catalogue's id (a Shopify GID when synced). */
export async function productReviews(db: Database, productId: string): Promise<ProductReviews> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(productId);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      isUuid ? or(eq(products.id, productId), eq(products.externalId, productId)) : eq(products.externalId, productId),
    );
  if (!product) throw new DomainError('not_found', 'This product is not in the catalogue');
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, product.id), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt))
    .limit(50);
  const rating = (await productRatings(db, [product.id])).get(product.id);
  return {
    count: rating?.count ?? 0,
    average: rating?.average ?? null,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: reviewText(r.text),
      authorName: r.authorName,
      photoUrls: photoUrls(r.photoKeys),
      createdAt: r.createdAt.toISOString(),
      verifiedBuyer: true as const,
    })),
  };
}
