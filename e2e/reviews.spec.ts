import type { APIRequestContext } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { addToNewCart, checkoutCart, findOrder, ownerHeaders } from './order-kit';

/**
 * Issue 29 item 5: after delivery the buyer's review link opens a form per piece; a file that is
 * not an image is refused at its field; the owner approves the review in the workspace, and the
 * product's sheet then shows it with the verified-buyer badge while its card's rating becomes it.
 */
type Listed = Array<{
  id: string;
  title: string;
  handle: string;
  rating: number | null;
  variants: Array<{ id: string; available: boolean }>;
}>;

/** An order for `product`, placed through the hosted checkout as a shopper's browser posts it. */
async function placeOrder(request: APIRequestContext, product: Listed[number], fullName: string) {
  const cartId = await addToNewCart(request, {
    product: { id: product.id, selectedVariantId: product.variants.find((v) => v.available)!.id },
    customization: { name: 'Meera Niwas', houseNumber: '7', font: 'Cinzel' },
    quantity: 1,
    clientItemId: `review-${Date.now()}`,
  });
  await checkoutCart(request, cartId, {
    fullName,
    mobile: '9876501234',
    email: 'buyer@example.com',
    address1: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  });
}

/** The owner takes the order to delivered through the workspace's own routes; answers the review link. */
async function deliver(request: APIRequestContext, headers: Record<string, string>, fullName: string) {
  const orderId = (await findOrder(request, fullName)).id;
  expect((await request.post(`/api/admin/orders/${orderId}/proof`, { headers })).ok()).toBe(true);
  for (const status of ['approved', 'in_production', 'dispatched', 'delivered']) {
    const data =
      status === 'dispatched'
        ? { status, shipment: { courier: 'delhivery', trackingNumber: '1234567890123' } }
        : { status };
    const moved = await request.post(`/api/admin/orders/${orderId}/status`, { headers, data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  // The request waits in the workspace's outbox (no mail server here), with its link.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/admin/outbox')).json()) as {
        messages: Array<{ orderId: string | null; event: string; text: string }>;
      };
      const asked = messages.find((m) => m.orderId === orderId && m.event === 'review_request');
      link = /\/review\/[\w-]{43}/.exec(asked?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('a verified buyer reviews with a photo; once approved it shows in the sheet and rates the card', async ({
  page,
  request,
}, testInfo) => {
  const headers = await ownerHeaders(request);
  const listed = (await (await request.get('/api/products?category=Nameplates')).json()) as Listed;
  // Each project reviews its own seed product, so the card's rating is this review's alone. By
  // handle: other journeys publish name boards of their own on the shared store (one takes only
  // Script or Bold), which moved a product picked by its place in the list.
  const handle = testInfo.project.name === 'phone' ? 'temple-arch-teak-nameplate' : 'moradabad-brass-name-plate';
  const product = listed.find((p) => p.handle === handle)!;
  expect(product, handle).toBeTruthy();
  const buyer = `Meera ${testInfo.project.name} ${Date.now().toString(36)}`;
  // The projects share the store: each review's words are its own.
  const words = `Lovely carving, arrived safe (${testInfo.project.name}).`;
  await placeOrder(request, product, buyer);
  const link = await deliver(request, headers, buyer);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: /^How do you like your order KG-\d+\?$/ })).toBeVisible();
  const piece = page.getByRole('region', { name: product.title });
  // The radios are visually hidden behind their stars (the label): a tap lands on the star.
  await piece.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await piece.getByRole('textbox', { name: 'What did you think? (optional)' }).fill(words);
  const photos = piece.getByLabel('Photos of your piece (up to 3, optional)');
  const notPhoto = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') };
  await photos.setInputFiles(notPhoto);
  await piece.getByRole('button', { name: 'Send review' }).click();
  await expect(piece.getByRole('alert')).toHaveText(
    'This file is not a photo we can read: choose a JPEG, PNG, WebP, GIF or HEIC photo',
  );
  await expect(photos).toHaveAttribute('aria-invalid', 'true');

  // A shopper who chose Hindi reads the same refusal in Hindi: the server's code, the page's words.
  // A shopper who chose Hindi in the store carries its cookie, from which the page is served.
  const language = (value: 'hi' | 'en') =>
    page.context().addCookies([{ name: 'kaarigar_lang', value, url: page.url() }]);
  await language('hi');
  await page.reload();
  await expect(page.getByRole('link', { name: 'कारीगर होम पेज' })).toHaveAttribute('href', '/');
  const hindi = page.getByRole('region', { name: product.title });
  await hindi.getByRole('radio', { name: '4 स्टार' }).check({ force: true });
  await hindi.getByLabel('आपके सामान की तस्वीरें (अधिकतम 3, वैकल्पिक)').setInputFiles(notPhoto);
  await hindi.getByRole('button', { name: 'समीक्षा भेजें' }).click();
  await expect(hindi.getByRole('alert')).toHaveText(
    'यह फ़ाइल ऐसी तस्वीर नहीं है जिसे हम पढ़ सकें: JPEG, PNG, WebP, GIF या HEIC तस्वीर चुनें',
  );
  await language('en');
  await page.reload();
  await piece.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await piece.getByRole('textbox', { name: 'What did you think? (optional)' }).fill(words);

  await photos.setInputFiles('/work/shared/fixtures/photos/coffee.png');
  await piece.getByRole('button', { name: 'Send review' }).click();
  await expect(piece.getByRole('status')).toContainText('Thank you! Your review (4 of 5) is with the shop');
  // Not shown until the owner has read it.
  const reviewsOf = async () =>
    ((await (await request.get(`/api/products/reviews?productId=${product.id}`)).json()) as { reviews: unknown[] })
      .reviews;
  expect(await reviewsOf()).toHaveLength(0);

  // The owner approves it in the workspace.
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await page.goto('/admin/reviews');
  const card = page.getByRole('listitem').filter({ hasText: words });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled();

  // The shop: the sheet shows it with its badge and photo, and the card's rating is now 4.0.
  await page.goto(`/p/${product.handle}`);
  const sheet = page.getByRole('dialog', { name: product.title });
  await expect(sheet.getByText(words)).toBeVisible();
  await expect(sheet.getByText('Verified buyer')).toBeVisible();
  await expect(sheet.getByRole('img', { name: /^Photo 1 from Meera/ })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close customization' }).click();
  await page.getByRole('tab', { name: 'Nameboards' }).click();
  const productCard = page.getByTestId('product-card').filter({ hasText: product.title });
  await expect(productCard).toContainText('Rated 4.0 out of 5');
});
