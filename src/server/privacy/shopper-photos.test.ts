import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../contracts/admin';
import { designSchema, saveDesignResponseSchema } from '../../contracts/designs';
import { shopperOrderSchema } from '../../contracts/order-page';
import { eraseResponseSchema, erasureRequestsResponseSchema } from '../../contracts/privacy';
import { adminReviewsSchema, reviewPageSchema } from '../../contracts/reviews';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import {
  carts,
  checkoutReminders,
  designs,
  invoices,
  messages,
  orderEvents,
  orderLines,
  orders,
  whatsappContacts,
} from '../platform/db/schema';
import { ProductionService } from '../production/production-service';
import { saveShopSettings } from '../shop-settings/settings-service';
import { signInAs, type StaffSession } from '../testing/admin-kit';
import { deliverTestOrder, placeTestOrder } from '../testing/order-kit';
import { TEST_SETTINGS } from '../testing/shop-settings-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { robotsTxt } from '../links/robots';
import { ERASE_NOT_YET, ERASED_NAME } from './erasure';
import { sweepShopperPhotos } from './retention';

const DAY = 24 * 60 * 60 * 1000;
const SIGNED = /^\/objects\/(uploads\/[A-Za-z0-9_-]+\.webp)\?e=\d+&s=[A-Za-z0-9_-]+$/;
/** A preview drawn from a shopper's photo: named so, and signed as the photo is (issue 39). */
const SIGNED_PREVIEW = /^\/objects\/(ai-generated\/photo-[0-9a-f]{40}\.webp)\?e=\d+&s=[A-Za-z0-9_-]+$/;
/** The store's key of a (signed) /objects/ URL. */
const keyOf = (url: string) => url.split('?')[0]!.replace('/objects/', '');

const photoBase64 = async (colour = '#2e86c1') =>
  (
    await sharp({ create: { width: 96, height: 72, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64');

/**
 * Issue 39 items 13 and 14: a shopper's photos are reached only through links the shop signs for
 * a short time (the design link, the order page, the workspace), never by their bare path; the
 * retention sweep deletes what nobody needs any more; an erasure request goes from the order page
 * to the owner and back. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe.each(testBackends)('shoppers’ photos on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend, { PUBLIC_URL: 'https://shop.example' });
    owner = await signInAs(t.app, 'owner-privacy');
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const mug = () => t.app.catalog.list('Mugs')[0]!;
  const upload = async (colour?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-user-image',
      payload: { imageBase64: await photoBase64(colour) },
    });
    expect(res.statusCode).toBe(200);
    const imageUrl = res.json<{ imageUrl: string }>().imageUrl;
    expect(imageUrl).toMatch(SIGNED);
    return { url: imageUrl, key: SIGNED.exec(imageUrl)![1]!, bare: imageUrl.split('?')[0]! };
  };
  const mugPreview = async (userImageUrl: string, caption = 'Best Dad') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/customize/mug',
      payload: { productImageUrl: mug().images[0]!.url, userImageUrl, caption },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ imageUrl: string }>().imageUrl;
  };
  const orderIdOf = async (cartId: string) =>
    (await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId)))[0]!.id;
  const placeMugOrder = async (photoUrl: string, previewUrl: string, fullName = 'Meera Iyer') => {
    const cartId = await placeTestOrder(
      t.app,
      { fullName, mobile: '98111 22333', email: 'meera@example.com' },
      { category: 'Mugs', customization: { line1: 'Best Dad', userImageUrl: photoUrl, previewImage: previewUrl } },
    );
    return orderIdOf(cartId);
  };
  const pageTokenOf = async (orderId: string) => {
    const detail = orderDetailSchema.parse((await get(`/api/admin/orders/${orderId}`, owner.headers)).json());
    return /\/order\/([\w-]+)$/.exec(detail.orderPageUrl ?? '')![1]!;
  };

  it('serves an upload only through a signed, short-lived link, privately and out of the index', async () => {
    const photo = await upload();
    const signed = await get(photo.url);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/webp');
    expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(signed.headers['x-robots-tag']).toBe('noindex, nofollow');

    // The bare path, a forged or borrowed signature and an expired link are all a plain 404.
    expect((await get(photo.bare)).statusCode).toBe(404);
    const other = await upload('#884422');
    const borrowed = `${photo.bare}?${other.url.split('?')[1]}`;
    expect((await get(borrowed)).statusCode).toBe(404);
    expect((await get(photo.url.replace(/s=./, (m) => (m.endsWith('A') ? 's=B' : 's=A')))).statusCode).toBe(404);
    const expired = t.app.photoLinks.sign(photo.key, new Date(Date.now() - 2 * 60 * 60 * 1000));
    expect((await get(expired)).statusCode).toBe(404);
    const longLived = photo.url.replace(/e=\d+/, `e=${Math.floor(Date.now() / 1000) + 365 * 86_400}`);
    expect((await get(longLived)).statusCode).toBe(404);

    // A preview drawn from the photo is reached as the photo is; lettering previews and the
    // catalogue's own images stay public and cacheable.
    const drawn = await mugPreview(photo.url);
    expect(drawn).toMatch(SIGNED_PREVIEW);
    const preview = await get(drawn);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get(drawn.split('?')[0]!)).statusCode).toBe(404);
    const plate = t.app.catalog.list('Nameplates')[0]!;
    const lettering = await t.app.inject({
      method: 'POST',
      url: '/api/products/customize/nameplate',
      payload: { name: 'Asha', productImageUrl: plate.images[0]!.url },
    });
    const letteringUrl = lettering.json<{ imageUrl: string }>().imageUrl;
    expect(letteringUrl).toMatch(/^\/objects\/ai-generated\/[0-9a-f]{40}\.webp$/);
    expect((await get(letteringUrl)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const catalogue = await get(mug().images[0]!.url);
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['cache-control']).toMatch(/^public/);

    expect(robotsTxt('https://shop.example')).toContain('Disallow: /objects/uploads/');
    expect(robotsTxt('https://shop.example')).toContain('Disallow: /objects/ai-generated/photo-');
  });

  it('saves a design’s photo only as the upload its preview was drawn with, and hands it back signed', async () => {
    const photo = await upload();
    const preview = await mugPreview(photo.url);
    const request = { productImageUrl: mug().images[0]!.url, userImageUrl: photo.url, caption: 'Best Dad' };
    const body = (userImageUrl: string) => ({
      productHandle: mug().handle,
      variantId: mug().variants[0]!.id,
      preview: { kind: 'mug', request },
      fields: { line1: 'Best Dad', userImageUrl },
      prompt: '',
    });
    const save = (userImageUrl: string) =>
      t.app.inject({ method: 'POST', url: '/api/designs', payload: body(userImageUrl), remoteAddress: '10.3.9.1' });

    const someoneElses = await upload('#117733');
    for (const bad of [
      'javascript:alert(document.cookie)',
      'https://evil.example/x.webp',
      '/objects/ai-generated/abcdefghijklmnop.webp',
      someoneElses.bare,
      someoneElses.url,
      '/objects/uploads/../uploads/abcdefghijkl.webp%00',
    ]) {
      const refused = await save(bad);
      expect(refused.statusCode, bad).toBe(400);
    }

    const saved = await save(photo.url);
    expect(saved.statusCode).toBe(200);
    const { token } = saveDesignResponseSchema.parse(saved.json());
    const [row] = await t.app.db.select().from(designs).where(eq(designs.token, token));
    expect((row!.personalisation.fields as { userImageUrl: string }).userImageUrl).toBe(photo.bare);

    const design = designSchema.parse((await get(`/api/designs/${token}`)).json());
    expect(design.previewImage).toMatch(SIGNED_PREVIEW);
    expect(keyOf(design.previewImage)).toBe(keyOf(preview));
    expect((await get(design.previewImage)).statusCode).toBe(200);
    expect(design.fields.userImageUrl).toMatch(SIGNED);
    expect(design.fields.userImageUrl.startsWith(`${photo.bare}?`)).toBe(true);
    expect((await get(design.fields.userImageUrl)).statusCode).toBe(200);

    // A row written before the check was made gives back no foreign URL.
    await t.app.db
      .update(designs)
      .set({ personalisation: { fields: { line1: 'x', userImageUrl: 'javascript:alert(1)' }, prompt: '' } })
      .where(eq(designs.token, token));
    expect(designSchema.parse((await get(`/api/designs/${token}`)).json()).fields.userImageUrl).toBe('');

    // A kind without a photo takes none.
    const plate = t.app.catalog.list('Nameplates')[0]!;
    const nameplate = { name: 'Asha', houseNumber: 'B-12', productImageUrl: plate.images[0]!.url };
    await t.app.inject({ method: 'POST', url: '/api/products/customize/nameplate', payload: nameplate });
    const withPhoto = await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      remoteAddress: '10.3.9.2',
      payload: {
        productHandle: plate.handle,
        variantId: plate.variants[0]!.id,
        preview: { kind: 'nameplate', request: nameplate },
        fields: { name: 'Asha', userImageUrl: photo.bare },
      },
    });
    expect(withPhoto.statusCode).toBe(400);
  });

  it('keeps a pending or hidden review’s photos private; an approved one’s are public', async () => {
    const cartId = await placeTestOrder(t.app, {
      fullName: 'Ravi Kumar',
      mobile: '98222 33444',
      email: 'ravi@example.com',
    });
    const orderId = await orderIdOf(cartId);
    await deliverTestOrder(t.app, owner, orderId);
    const linkOf = async () => {
      const rows = await t.app.db
        .select({ text: messages.text })
        .from(messages)
        .where(and(eq(messages.orderId, orderId), eq(messages.event, 'review_request')));
      return /https:\/\/shop\.example\/review\/([\w-]{43})/.exec(rows[0]?.text ?? '')?.[1] ?? null;
    };
    await expect.poll(linkOf).not.toBeNull();
    const token = (await linkOf())!;
    const page = reviewPageSchema.parse((await get(`/api/reviews/${token}`)).json());
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${token}/lines/${page.lines[0]!.lineId}`,
      payload: { rating: 5, text: 'Lovely', photos: [await photoBase64('#aa3366')] },
    });
    const signedUrl = reviewPageSchema.parse(done.json()).lines[0]!.review!.photoUrls[0]!;
    expect(signedUrl).toMatch(SIGNED);
    const bare = signedUrl.split('?')[0]!;
    expect((await get(signedUrl)).statusCode).toBe(200);
    expect((await get(bare)).statusCode).toBe(404);

    const list = adminReviewsSchema.parse((await get('/api/admin/reviews', owner.headers)).json());
    const mine = list.reviews.find((r) => r.text === 'Lovely')!;
    expect((await get(mine.photoUrls[0]!)).statusCode).toBe(200);
    const decide = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${mine.id}/status`,
        headers: owner.headers,
        payload: { status },
      });
    await decide('approved');
    const published = await get(bare);
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toMatch(/^public/);
    await decide('hidden');
    expect((await get(bare)).statusCode).toBe(404);
  });

  it('shows the photo on the order page and in the workspace; production still reads it', async () => {
    const photo = await upload();
    const orderId = await placeMugOrder(photo.url, await mugPreview(photo.url));
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line!.attributes).toContainEqual({ key: ATTRIBUTE_KEYS.userImageUrl, value: photo.bare });

    const token = await pageTokenOf(orderId);
    const html = (await get(`/order/${token}`)).body;
    const onPage = /<a class="photo" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(onPage).toMatch(SIGNED);
    expect((await get(onPage!)).statusCode).toBe(200);
    const api = shopperOrderSchema.parse((await get(`/api/orders/${token}`)).json());
    expect((await get(api.lines[0]!.photoUrl!)).statusCode).toBe(200);

    const detail = orderDetailSchema.parse((await get(`/api/admin/orders/${orderId}`, owner.headers)).json());
    expect(detail.lines[0]!.photoUrl).toMatch(SIGNED);
    expect((await get(detail.lines[0]!.photoUrl!)).statusCode).toBe(200);
    expect((await get(photo.bare)).statusCode).toBe(404);

    // The preview drawn from the photo, wherever it is shown, is a signed link that opens.
    const shown = [
      api.lines[0]!.previewUrl,
      detail.lines[0]!.previewUrl,
      detail.previewUrl,
      /<img[^>]+src="([^"]*ai-generated[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&'),
    ];
    const list = await get('/api/admin/orders', owner.headers);
    shown.push(
      list.json<{ orders: { id: string; previewUrl: string | null }[] }>().orders.find((o) => o.id === orderId)
        ?.previewUrl,
    );
    for (const url of shown) {
      expect(url).toMatch(SIGNED_PREVIEW);
      expect((await get(url!)).statusCode, url!).toBe(200);
    }
    expect((await get(shown[0]!.split('?')[0]!)).statusCode).toBe(404);

    const production = await get(`/api/admin/orders/${orderId}/lines/${line!.id}/production`, owner.headers);
    expect(production.statusCode).toBe(200);
    expect(production.json<{ photoMissing?: boolean }>().photoMissing).toBeUndefined();
  });

  it('takes an erasure request from the order page to the owner and back; the invoice stays', async () => {
    await saveShopSettings(t.app.db, TEST_SETTINGS);
    const photo = await upload();
    const preview = await mugPreview(photo.url, 'Papa');
    const orderId = await placeMugOrder(photo.url, preview, 'Kabir Shah');
    const token = await pageTokenOf(orderId);

    expect((await get(`/order/${token}`)).body).toContain('Ask us to erase my data');
    const asked = await t.app.inject({ method: 'POST', url: `/order/${token}/erase`, payload: { lang: 'en' } });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`/order/${token}#your-data`);
    // Asking twice is one request.
    await t.app.inject({ method: 'POST', url: `/order/${token}/erase`, payload: {} });
    expect((await get(`/order/${token}`)).body).toContain('You asked us to erase your data on');
    expect((await get(`/order/${token}`)).body).toContain('Best Dad');

    const open = erasureRequestsResponseSchema.parse((await get('/api/admin/erasure-requests', owner.headers)).json());
    expect(open.requests.filter((r) => r.orderId === orderId)).toHaveLength(1);
    const seen = orderDetailSchema.parse((await get(`/api/admin/orders/${orderId}`, owner.headers)).json());
    expect(seen.erasure).toMatchObject({ erasedAt: null });

    // Not before the parcel has arrived: the address is still needed.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/erase`,
      headers: owner.headers,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe(ERASE_NOT_YET);
    const maker = await signInAs(t.app, 'maker-privacy', 'maker');
    const byMaker = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/erase`,
      headers: maker.headers,
    });
    expect(byMaker.statusCode).toBe(403);

    await deliverTestOrder(t.app, owner, orderId);
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    // A production file drawn from the photo is kept in the store until it is erased.
    expect((await get(`/api/admin/orders/${orderId}/lines/${line!.id}/production.png`, owner.headers)).statusCode).toBe(
      200,
    );
    expect(await t.app.objectStore.exists(ProductionService.keyFor(line!.id, 'png'))).toBe(true);

    // The number's reminder and its WhatsApp contact record, kept apart from the order, go too.
    await t.app.db.insert(checkoutReminders).values([
      { cartId: `erase-${orderId}`, mobile: '919811122333', firstName: 'Kabir', dueAt: new Date() },
      { cartId: `keep-${orderId}`, mobile: '919811199999', firstName: 'Asha', dueAt: new Date() },
    ]);
    await t.app.db.insert(whatsappContacts).values({ number: '919811122333', lastInboundAt: new Date() });

    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/erase`,
      headers: owner.headers,
    });
    expect(erased.statusCode).toBe(200);
    const reminders = await t.app.db.select({ cartId: checkoutReminders.cartId }).from(checkoutReminders);
    expect(reminders.map((r) => r.cartId)).toContain(`keep-${orderId}`);
    expect(reminders.map((r) => r.cartId)).not.toContain(`erase-${orderId}`);
    expect(await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.number, '919811122333'))).toEqual(
      [],
    );
    expect(eraseResponseSchema.parse(erased.json()).erasure.erasedAt).not.toBeNull();

    // The photo, the preview drawn from it and the production file are gone from the store.
    expect(await t.app.objectStore.exists(photo.key)).toBe(false);
    expect(await t.app.objectStore.exists(keyOf(preview))).toBe(false);
    expect(await t.app.objectStore.exists(ProductionService.keyFor(line!.id, 'png'))).toBe(false);
    // The personal fields are masked, the messages about the order too.
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.contact).toEqual({
      fullName: ERASED_NAME,
      mobile: '',
      address1: '',
      address2: '',
      city: '',
      pincode: '',
      state: 'Maharashtra',
      language: 'en',
    });
    const sent = await t.app.db.select().from(messages).where(eq(messages.orderId, orderId));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((m) => m.to === '' && m.text === '')).toBe(true);
    // The tax invoice, issued from the real details on delivery, stays as it was.
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(JSON.stringify(invoice!.document)).toContain('Kabir Shah');

    const after = orderDetailSchema.parse((await get(`/api/admin/orders/${orderId}`, owner.headers)).json());
    expect(after.lines[0]!.photoUrl).toBeNull();
    expect(after.delivery.fullName).toBe(ERASED_NAME);
    const left = erasureRequestsResponseSchema.parse((await get('/api/admin/erasure-requests', owner.headers)).json());
    expect(left.requests.some((r) => r.orderId === orderId)).toBe(false);

    const page = (await get(`/order/${token}`)).body;
    expect(page).toContain('Your photos and personal details were erased on');
    expect(page).not.toContain('Kabir');
    // The caption typed onto the mug is gone from the page too.
    expect(page).not.toContain('Best Dad');
    expect(after.lines[0]!.attributes.find((a) => a.key === ATTRIBUTE_KEYS.line1)?.value).toBe(ERASED_NAME);
    expect(page).not.toContain('data-testid="order-photo"');
    expect((await get(`/api/orders/${token}/invoice.pdf`)).statusCode).toBe(200);
  });

  it('sweeps uploads nobody ordered, abandoned carts’ previews and delivered orders’ photos after their days', async () => {
    // Everything below is written now; the sweep runs as if 31 days had passed.
    const later = new Date(Date.now() + 31 * DAY);
    const lonely = await upload('#101010');
    const inDesign = await upload('#202020');
    await mugPreview(inDesign.url, 'Kept');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      remoteAddress: '10.3.9.3',
      payload: {
        productHandle: mug().handle,
        variantId: mug().variants[0]!.id,
        preview: {
          kind: 'mug',
          request: { productImageUrl: mug().images[0]!.url, userImageUrl: inDesign.url, caption: 'Kept' },
        },
        fields: { userImageUrl: inDesign.url },
      },
    });
    expect(saved.statusCode).toBe(200);

    // Two carts with a mug each: one the shopper came back to, one abandoned.
    const addMug = async (colour: string) => {
      const photo = await upload(colour);
      const previewUrl = await mugPreview(photo.url, colour.slice(1));
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        payload: {
          product: { id: mug().id, selectedVariantId: mug().variants[0]!.id },
          customization: { line1: 'Hi', userImageUrl: photo.url, previewImage: previewUrl },
          clientItemId: `mug-${colour}`,
        },
      });
      expect(added.statusCode).toBe(200);
      return {
        photo,
        previewKey: keyOf(previewUrl),
        cartId: added.json<{ cart: { id: string } }>().cart.id,
      };
    };
    const active = await addMug('#303030');
    const abandoned = await addMug('#404040');
    await t.app.db
      .update(carts)
      .set({ updatedAt: new Date(later.getTime() - DAY) })
      .where(eq(carts.id, active.cartId));

    // A delivered order (its photos kept 180 days) and one still being made.
    const deliveredPhoto = await upload('#505050');
    const delivered = await placeMugOrder(deliveredPhoto.url, await mugPreview(deliveredPhoto.url, 'Done'));
    await deliverTestOrder(t.app, owner, delivered);
    const makingPhoto = await upload('#606060');
    await placeMugOrder(makingPhoto.url, await mugPreview(makingPhoto.url, 'Making'));

    const first = await sweepShopperPhotos({ db: t.app.db, store: t.app.objectStore }, later);
    expect(first.uploadsDeleted).toBeGreaterThanOrEqual(2);
    const exists = (key: string) => t.app.objectStore.exists(key);
    expect(await exists(lonely.key)).toBe(false);
    expect(await exists(abandoned.photo.key)).toBe(false);
    expect(await exists(abandoned.previewKey)).toBe(false);
    expect(await exists(active.photo.key)).toBe(true);
    expect(await exists(active.previewKey)).toBe(true);
    expect(await exists(inDesign.key)).toBe(true);
    expect(await exists(deliveredPhoto.key)).toBe(true);
    expect(await exists(makingPhoto.key)).toBe(true);

    // 181 days after delivery the delivered order's photo goes; the order still being made keeps its own.
    await t.app.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 181 * DAY) })
      .where(eq(orderEvents.orderId, delivered));
    await sweepShopperPhotos({ db: t.app.db, store: t.app.objectStore }, later);
    expect(await exists(deliveredPhoto.key)).toBe(false);
    expect(await exists(makingPhoto.key)).toBe(true);
    const detail = orderDetailSchema.parse((await get(`/api/admin/orders/${delivered}`, owner.headers)).json());
    expect(detail.lines[0]!.photoUrl).toBeNull();

    // The owner's shorter days apply: five days on, the active cart's untouched photo goes too.
    await saveShopSettings(t.app.db, { ...TEST_SETTINGS, uploadRetentionDays: 5 });
    await t.app.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now()) })
      .where(eq(carts.id, active.cartId));
    await sweepShopperPhotos({ db: t.app.db, store: t.app.objectStore }, new Date(Date.now() + 6 * DAY));
    expect(await exists(active.photo.key)).toBe(false);
  }, 180_000);
});
