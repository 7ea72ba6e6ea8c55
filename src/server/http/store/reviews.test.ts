import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema } from '../../../contracts/products';
import { adminReviewsSchema, productReviewsSchema, reviewPageSchema } from '../../../contracts/reviews';
import { shopperTextProblem } from '../../../contracts/shopper-text';
import { messages, orders, reviewRequests, reviews } from '../../platform/db/schema';
import { SIGN_IN_ROUTES, signInAs, type StaffSession } from '../../testing/admin-kit';
import { DELIVER_ORDER_ROUTES, deliverTestOrder, PLACE_ORDER_ROUTES, placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

const photo = async () =>
  (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
  ).toString('base64');

/**
 * The only routes these tests call (buildTestApp's `routes`): the kits' sign-in, checkout and
 * workspace order routes, the reviews' own, the product list and the stored photos.
 */
const routes = [
  ...SIGN_IN_ROUTES,
  ...PLACE_ORDER_ROUTES,
  ...DELIVER_ORDER_ROUTES,
  'reviews',
  'products',
  'objects',
] as const;

describe.each(testBackends)('photo reviews on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend, { PUBLIC_URL: 'https://shop.example' }, {}, { routes });
    owner = await signInAs(t.app, 'owner-reviews');
  });
  afterAll(async () => t?.close());

  async function orderFor(name: string, form: Record<string, string> = {}): Promise<string> {
    const cartId = await placeTestOrder(
      t.app,
      { fullName: `${name} Verma`, mobile: '98765 43210', email: `${name}@example.com` },
      { form },
    );
    const [order] = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
    return order!.id;
  }
  /** The review link, read from the request message the shopper was sent. */
  async function reviewLinkOf(orderId: string): Promise<string | null> {
    const rows = await t.app.db
      .select({ text: messages.text })
      .from(messages)
      .where(and(eq(messages.orderId, orderId), eq(messages.event, 'review_request')));
    expect(rows.length).toBeLessThanOrEqual(1);
    return /https:\/\/shop\.example\/review\/([\w-]{43})/.exec(rows[0]?.text ?? '')?.[1] ?? null;
  }
  const submit = (token: string, lineId: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/reviews/${token}/lines/${lineId}`, payload: body });

  it('asks once after delivery, takes one review per line with photos, and shows it once approved', async () => {
    const orderId = await orderFor('Asha');
    expect(await reviewLinkOf(orderId)).toBeNull();
    await deliverTestOrder(t.app, owner, orderId);
    // The listener runs after the status change's answer: wait for its message row.
    await expect.poll(() => reviewLinkOf(orderId)).not.toBeNull();
    const token = (await reviewLinkOf(orderId))!;
    // 'delivered' again (a second listener call) makes no second request.
    await t.app.orderEvents.emit({ event: 'delivered', orderId });
    expect(await t.app.db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId))).toHaveLength(1);

    const page = reviewPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/reviews/${token}` })).json());
    const line = page.lines[0]!;
    expect(line.review).toBeNull();

    // A photo that is not an image is refused at its own field, and nothing is kept.
    const notImage = Buffer.from('%PDF-1.4 not a photo').toString('base64');
    const refused = await submit(token, line.lineId, { rating: 5, text: 'Lovely', photos: [await photo(), notImage] });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ issues: [{ path: 'photos.1' }] });
    expect(
      reviewPageSchema.parse((await t.app.inject({ url: `/api/reviews/${token}` })).json()).lines[0]!.review,
    ).toBeNull();

    expect((await submit(token, line.lineId, { rating: 0, text: '', photos: [] })).statusCode).toBe(400);
    expect((await submit(token, line.lineId, { rating: 4, text: '', photos: Array(4).fill('x') })).statusCode).toBe(
      400,
    );

    const done = await submit(token, line.lineId, { rating: 4, text: 'Beautiful board', photos: [await photo()] });
    expect(done.statusCode).toBe(200);
    const review = reviewPageSchema.parse(done.json()).lines[0]!.review!;
    expect(review).toMatchObject({ rating: 4, text: 'Beautiful board' });
    expect(review.photoUrls).toHaveLength(1);
    // The kept photo is the re-encoded WebP, served from our own store.
    const kept = await t.app.inject({ url: review.photoUrls[0]! });
    expect(kept.headers['content-type']).toBe('image/webp');
    expect((await sharp(kept.rawPayload).metadata()).format).toBe('webp');

    // One per order line.
    expect((await submit(token, line.lineId, { rating: 1, text: 'again', photos: [] })).statusCode).toBe(409);

    // Pending: not in the product sheet yet.
    const productId = await productOfOrder(orderId);
    const before = productReviewsSchema.parse(
      (await t.app.inject({ url: `/api/products/reviews?productId=${productId}` })).json(),
    );
    expect(before.count).toBe(0);

    const list = adminReviewsSchema.parse(
      (await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: owner.cookie } })).json(),
    );
    const mine = list.reviews.find((r) => r.text === 'Beautiful board')!;
    expect(mine).toMatchObject({ status: 'pending', authorName: 'Asha', rating: 4 });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${mine.id}/status`,
      headers: owner.headers,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    const after = productReviewsSchema.parse(
      (await t.app.inject({ url: `/api/products/reviews?productId=${productId}` })).json(),
    );
    expect(after).toMatchObject({ count: 1, average: 4 });
    expect(after.reviews[0]).toMatchObject({ text: 'Beautiful board', verifiedBuyer: true, authorName: 'Asha' });
    // The card's rating is now the reviews' average, not the owner's number.
    await expect
      .poll(async () => {
        const listed = productListSchema.parse((await t.app.inject({ url: '/api/products' })).json());
        return listed.find((p) => p.id === productId)?.rating;
      })
      .toBe(4);

    // Hidden: gone from the sheet again.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${mine.id}/status`,
      headers: owner.headers,
      payload: { status: 'hidden' },
    });
    const hidden = productReviewsSchema.parse(
      (await t.app.inject({ url: `/api/products/reviews?productId=${productId}` })).json(),
    );
    expect(hidden.count).toBe(0);
  });

  it('links a shopper who ordered in Hindi to the review page in Hindi, and an English one as it is', async () => {
    const hindi = await orderFor('Kavya', { language: 'hi' });
    const english = await orderFor('Leela');
    for (const id of [hindi, english]) await deliverTestOrder(t.app, owner, id);
    const textOf = async (orderId: string) => {
      await expect.poll(() => reviewLinkOf(orderId)).not.toBeNull();
      const [row] = await t.app.db
        .select({ text: messages.text })
        .from(messages)
        .where(and(eq(messages.orderId, orderId), eq(messages.event, 'review_request')));
      return row!.text;
    };
    // The page follows ?lang= (then the shop's language cookie, which WhatsApp's own browser lacks).
    expect(await textOf(hindi)).toMatch(/https:\/\/shop\.example\/review\/[\w-]{43}\?lang=hi$/);
    expect(await textOf(english)).toMatch(/https:\/\/shop\.example\/review\/[\w-]{43}$/);
  });

  it('refuses an unknown link, a line of another order, and the owner routes without a session', async () => {
    expect((await t.app.inject({ url: `/api/reviews/${'a'.repeat(43)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/reviews/short' })).statusCode).toBe(400);
    const a = await orderFor('Bina');
    const b = await orderFor('Chand');
    await deliverTestOrder(t.app, owner, a);
    await expect.poll(() => reviewLinkOf(a)).not.toBeNull();
    const token = (await reviewLinkOf(a))!;
    const otherPage = await t.app.db.select().from(orders).where(eq(orders.id, b));
    expect(otherPage).toHaveLength(1);
    const bLine = await lineOf(b);
    expect((await submit(token, bLine, { rating: 5, text: '', photos: [] })).statusCode).toBe(404);
    // An order not delivered has no request at all.
    expect(await reviewLinkOf(b)).toBeNull();
    expect((await t.app.inject({ url: '/api/admin/reviews' })).statusCode).toBe(401);
  });

  it('takes review text by the shopper-text rules the change note follows, and shows none of it hidden', async () => {
    const orderId = await orderFor('Devi');
    await deliverTestOrder(t.app, owner, orderId);
    await expect.poll(() => reviewLinkOf(orderId)).not.toBeNull();
    const token = (await reviewLinkOf(orderId))!;
    const lineId = await lineOf(orderId);
    // Its own address: the other tests' submits count against theirs.
    const send = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/${token}/lines/${lineId}`,
        payload: { rating: 5, text, photos: [] },
        remoteAddress: '203.0.113.39',
      });

    // A right-to-left override would make the approved review read backwards on the sheet.
    const reversed = await send('Lovely \u202Eenola ton\u202C piece');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      issues: [
        {
          path: 'text',
          message: 'Your review contains a text-direction control character. Please remove it and try again',
        },
      ],
    });
    // Only zero-width characters: nothing to read.
    const blank = await send('\u200B\u200D\u2060');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ issues: [{ path: 'text', message: 'Please enter some visible text' }] });
    // Zero-width spaces and word joiners draw nothing and join no letters: they are not kept.
    // (Zero-width joiners are: Indic conjuncts and emoji need them.)
    const kept = await send('Sundar\u200B \u0915\u094D\u200D\u0937 \u2060work\uFEFF');
    expect(kept.statusCode).toBe(200);
    expect(reviewPageSchema.parse(kept.json()).lines[0]!.review!.text).toBe('Sundar \u0915\u094D\u200D\u0937 work');
  });

  it('refuses a stack of combining marks in a review exactly when every other shopper field does', async () => {
    const orderId = await orderFor('Gita');
    await deliverTestOrder(t.app, owner, orderId);
    await expect.poll(() => reviewLinkOf(orderId)).not.toBeNull();
    const token = (await reviewLinkOf(orderId))!;
    const stack = `Nice${'\u0301'.repeat(300)}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${token}/lines/${await lineOf(orderId)}`,
      payload: { rating: 5, text: stack, photos: [] },
      remoteAddress: '203.0.113.40',
    });
    const problem = shopperTextProblem(stack, 1000, 'Your review', { multiline: true });
    expect(answer.statusCode).toBe(problem ? 400 : 200);
    if (problem) expect(answer.json()).toMatchObject({ issues: [{ path: 'text', message: problem }] });
  });

  it('shows a review stored before the rules without its hidden controls', async () => {
    const orderId = await orderFor('Esha');
    const lineId = await lineOf(orderId);
    const productId = await productOfOrder(orderId);
    await t.app.db.insert(reviews).values({
      orderId,
      orderLineId: lineId,
      productId,
      rating: 3,
      text: 'Good \u202Edoog ton\u202C\u200B piece',
      photoKeys: [],
      authorName: 'Esha',
      status: 'approved',
    });
    const shown = productReviewsSchema.parse(
      (await t.app.inject({ url: `/api/products/reviews?productId=${productId}` })).json(),
    );
    expect(shown.reviews.map((r) => r.text)).toContain('Good doog ton piece');
    expect(shown.reviews.some((r) => /[\u202A-\u202E\u2066-\u2069\u200B]/u.test(r.text))).toBe(false);
  });

  async function lineOf(orderId: string): Promise<string> {
    const { orderLines } = await import('../../platform/db/schema');
    const [line] = await t.app.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
    return line!.id;
  }
  async function productOfOrder(orderId: string): Promise<string> {
    const { orderLines, variants } = await import('../../platform/db/schema');
    const [row] = await t.app.db
      .select({ productId: variants.productId })
      .from(orderLines)
      .innerJoin(variants, eq(variants.id, orderLines.variantId))
      .where(eq(orderLines.orderId, orderId));
    return row!.productId;
  }
});

describe('review submits are rate-limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' }, {}, {}, { routes: ['reviews'] });
  });
  afterAll(async () => t?.close());

  it('answers 429 past ten submits a minute', async () => {
    const url = `/api/reviews/${'b'.repeat(43)}/lines/00000000-0000-4000-8000-000000000000`;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await t.app.inject({ method: 'POST', url, payload: { rating: 5, text: '', photos: [] } })).statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
