import type { Locator } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { shootBothSizes } from './own-server';

/**
 * Issue 45.15: on a phone a kids plate's small area sat under its corner handles with its sample
 * name. Zoomed in, the area is three times the size under the same 44 px handles, the photo pans in
 * its square, and a handle still drags its corner to the point under the finger.
 */
const centreOf = async (handle: Locator) => {
  const b = (await handle.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

test('the template editor zooms so a small area is not hidden by its handles', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the studio on a phone');
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const products = (await (await page.request.get('/api/admin/products')).json()) as {
    products: { id: string; category: string | null; images: unknown[] }[];
  };
  const plate = products.products.find((p) => p.category === 'Kids Buntings' && p.images.length > 0)!;
  await page.goto(`/admin/products/${plate.id}`);
  await expect(page.getByRole('heading', { name: 'Where the name goes' })).toBeVisible();
  await page.getByRole('radio', { name: 'Rectangle (front-on)' }).check();

  const topLeft = page.getByRole('button', { name: /^Top-left corner/ });
  const bottomRight = page.getByRole('button', { name: /^Bottom-right corner/ });
  const span = async () => {
    const [a, b] = [await centreOf(topLeft), await centreOf(bottomRight)];
    return Math.hypot(b.x - a.x, b.y - a.y);
  };
  // A small area, as on an owner's own plate photo: 120 x 80 of the 1024-pixel master, about 42 x 28
  // screen pixels here, less than one 44 px handle.
  const at = async (h: Locator) =>
    /(\d+), (\d+)$/
      .exec((await h.getAttribute('aria-label'))!)!
      .slice(1)
      .map(Number);
  const [left = 0, top = 0] = await at(topLeft);
  let [right = 0, bottom = 0] = await at(bottomRight);
  await bottomRight.focus();
  while (right - left > 130) {
    await page.keyboard.press('Shift+ArrowLeft');
    right -= 20;
  }
  while (bottom - top > 90) {
    await page.keyboard.press('Shift+ArrowUp');
    bottom -= 20;
  }
  await page.getByTestId('template-viewport').scrollIntoViewIfNeeded();
  await expect(page.getByText(/corners cross/)).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('template-small-1x-390.png') });
  const before = await span();
  expect(before).toBeLessThan(60);
  await page.getByRole('button', { name: 'Zoom 3×' }).click();
  await expect(page.getByRole('button', { name: 'Zoom 3×' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(span).toBeGreaterThan(before * 2.9);
  // The area is scrolled into the middle of the square: both corners on screen.
  const view = (await page.getByTestId('template-viewport').boundingBox())!;
  for (const h of [topLeft, bottomRight]) {
    const c = await centreOf(h);
    expect(c.x).toBeGreaterThan(view.x);
    expect(c.x).toBeLessThan(view.x + view.width);
    expect(c.y).toBeGreaterThan(view.y);
    expect(c.y).toBeLessThan(view.y + view.height);
  }
  await topLeft.scrollIntoViewIfNeeded();
  await shootBothSizes(page, info, 'template-zoomed');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);

  // Dragged while zoomed (the photo scrolled), the corner lands where the finger lifts: 30 master px
  // right and 20 down is 30 * scale screen px at three times the scale.
  await page.getByTestId('template-viewport').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await topLeft.scrollIntoViewIfNeeded();
  const stage = (await page.getByTestId('template-stage').boundingBox())!;
  const scale = stage.width / 1024;
  const label = async () => (await topLeft.getAttribute('aria-label'))!;
  const [, x0, y0] = /(\d+), (\d+)$/.exec(await label())!.map(Number);
  const from = await centreOf(topLeft);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 30 * scale, from.y + 20 * scale, { steps: 5 });
  await page.mouse.up();
  const [, x1, y1] = /(\d+), (\d+)$/.exec(await label())!.map(Number);
  expect(Math.abs(x1! - (x0! + 30))).toBeLessThanOrEqual(2);
  expect(Math.abs(y1! - (y0! + 20))).toBeLessThanOrEqual(2);
});
