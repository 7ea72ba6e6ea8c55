import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { addToNewCart, checkoutCart, findOrder, ownerHeaders } from './order-kit';

/**
 * Issue 39 items 13 and 14: a shopper's photo is reached through their design link and their
 * order page, never by its bare path, nor by a link whose time is up; the shopper asks for their
 * data to be erased on the order page, the owner sees it in the workspace and erases it, and the
 * order page says so, the invoice kept.
 */
type Listed = Array<{
  id: string;
  handle: string;
  title: string;
  images: Array<{ url: string }>;
  variants: Array<{ id: string; available: boolean }>;
}>;

const photoBase64 = () => readFileSync('/work/shared/fixtures/photos/coffee.png').toString('base64');

async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

/** Whether an <img> on the page loaded a real picture. */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a shopper’s photo is reached only through their links; erasure goes to the owner and back', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const buyer = `Nandini ${info.project.name} ${Date.now().toString(36)}`;
  const mug = ((await (await request.get('/api/products?category=Mugs')).json()) as Listed)[0]!;
  const variantId = mug.variants.find((v) => v.available)!.id;

  // The shopper's photo, its preview, and a shared design of it: what the mug sheet does.
  const uploaded = await request.post('/api/products/upload-user-image', { data: { imageBase64: photoBase64() } });
  expect(uploaded.ok()).toBe(true);
  const photoUrl = ((await uploaded.json()) as { imageUrl: string }).imageUrl;
  const bare = photoUrl.split('?')[0]!;
  const previewRequest = { productImageUrl: mug.images[0]!.url, userImageUrl: photoUrl, caption: 'Nani' };
  const rendered = await request.post('/api/products/customize/mug', { data: previewRequest });
  expect(rendered.ok(), await rendered.text()).toBe(true);
  const previewUrl = ((await rendered.json()) as { imageUrl: string }).imageUrl;
  const shared = await request.post('/api/designs', {
    data: {
      productHandle: mug.handle,
      variantId,
      preview: { kind: 'mug', request: previewRequest },
      fields: { line1: 'Nani', userImageUrl: photoUrl },
    },
  });
  expect(shared.ok(), await shared.text()).toBe(true);
  const designPath = ((await shared.json()) as { path: string }).path;

  // The bare path answers nothing, nor does a link whose time is moved on.
  expect((await request.get(bare)).status()).toBe(404);
  const stretched = photoUrl.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + 86_400}`);
  expect((await request.get(stretched)).status()).toBe(404);

  // The design link reopens the sheet with the photo, through a signed link of its own.
  await page.goto(designPath);
  const sheet = page.getByRole('dialog', { name: mug.title });
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  const thumbnail = sheet.getByTestId('photo-thumbnail');
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.getAttribute('src')).toMatch(/^\/objects\/uploads\/[\w-]+\.webp\?e=\d+&s=[\w-]+$/);
  await expect.poll(() => loaded(page, '[data-testid="photo-thumbnail"]')).toBe(true);

  // The order, placed through the hosted checkout with that photo.
  const cartId = await addToNewCart(request, {
    product: { id: mug.id, selectedVariantId: variantId },
    customization: { line1: 'Nani', userImageUrl: photoUrl, previewImage: previewUrl },
    quantity: 1,
    clientItemId: `privacy-${Date.now()}`,
  });
  await checkoutCart(request, cartId, {
    fullName: buyer,
    mobile: '9876501299',
    email: 'nandini@example.com',
    address1: '4 Lake View Road',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
  });
  const headers = await ownerHeaders(request);
  const orderId = (await findOrder(request, buyer)).id;
  const detail = (await (await request.get(`/api/admin/orders/${orderId}`)).json()) as { orderPageUrl: string };
  const orderPage = new URL(detail.orderPageUrl).pathname;

  // The order page shows the shopper their photo, and offers the erasure.
  await page.goto(orderPage);
  const photoLink = page.getByTestId('order-photo');
  await expect(photoLink).toBeVisible();
  expect(await photoLink.getAttribute('href')).toMatch(/^\/objects\/uploads\/[\w-]+\.webp\?e=\d+&s=[\w-]+$/);
  await expect.poll(() => loaded(page, '[data-testid="order-photo"] img')).toBe(true);
  const yourData = page.getByRole('region', { name: 'Your photos and details' });
  await yourData.scrollIntoViewIfNeeded();
  await shoot(page, info, '01-order-page');
  await yourData.getByRole('button', { name: 'Ask us to erase my data' }).click();
  await expect(page.getByTestId('erasure-state')).toContainText('You asked us to erase your data on');
  await shoot(page, info, '02-erasure-asked');

  // The owner sees the request at the top of Orders, and on the order.
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const requests = page.getByRole('region', { name: /^Data erasure requests/ });
  await expect(requests).toBeVisible();
  await shoot(page, info, '03-owner-requests');
  await page.goto(`/admin/orders/${orderId}`);
  const panel = page.getByRole('region', { name: 'Data erasure' });
  await expect(panel.getByTestId('erasure-requested')).toBeVisible();
  // The photo shows in the workspace through its own signed link.
  await expect.poll(() => loaded(page, 'img[src^="/objects/uploads/"]')).toBe(true);

  // On its way: refused with the reason. Delivered: erased, in two steps.
  await panel.getByRole('button', { name: 'Erase personal data' }).click();
  await panel.getByRole('button', { name: 'Yes, erase for good' }).click();
  await expect(panel.getByRole('alert')).toContainText('This order is still on its way');
  await shoot(page, info, '04-owner-refused');
  expect((await request.post(`/api/admin/orders/${orderId}/proof`, { headers })).ok()).toBe(true);
  for (const status of ['approved', 'in_production', 'dispatched', 'delivered']) {
    const data =
      status === 'dispatched'
        ? { status, shipment: { courier: 'delhivery', trackingNumber: '1234567890124' } }
        : { status };
    const moved = await request.post(`/api/admin/orders/${orderId}/status`, { headers, data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  // The invoice, due on delivery, is what the law keeps: it needs the shop's details (the same the
  // settings journey saves), and is issued from the real ones before anything is masked.
  const settings = await request.put('/api/admin/settings', {
    headers,
    data: {
      legalName: 'Kaarigar Crafts Private Limited',
      address: '14 Residency Road, Bengaluru 560025',
      state: 'Karnataka',
      gstin: '29AAGCB7383J1Z4',
      supportPhone: '+91 80 4567 8910',
      supportEmail: 'care@kaarigar.example',
      grievanceOfficer: 'Anita Rao, grievance@kaarigar.example',
      policies: {
        shipping: 'Made to order; dispatched within 5 working days of approval.',
        cancellation: 'Cancel free until you approve the proof.',
        privacy: 'Your details are used only for your order.',
      },
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  await page.reload();
  await panel.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(panel.getByRole('button', { name: 'Yes, erase for good' })).toBeFocused();
  await panel.getByRole('button', { name: 'Yes, erase for good' }).click();
  await expect(panel.getByTestId('erasure-done')).toContainText('The invoice is kept');
  await shoot(page, info, '05-owner-erased');
  await expect(page.getByRole('region', { name: 'Data erasure' })).toBeVisible();

  // Back on the order page: the shopper is told, the photo and their name are gone.
  await page.goto(orderPage);
  await expect(page.getByTestId('erasure-state')).toContainText('Your photos and personal details were erased on');
  await expect(page.getByTestId('order-photo')).toHaveCount(0);
  await expect(page.getByText(buyer)).toHaveCount(0);
  await shoot(page, info, '06-order-page-erased');
  expect((await request.get(photoUrl)).status()).toBe(404);
  const invoice = await request.get(`${orderPage.replace('/order/', '/api/orders/')}/invoice.pdf`);
  expect(invoice.status()).toBe(200);
});
