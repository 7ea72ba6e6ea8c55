import type { Page, TestInfo } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 41's studio journey, at phone and desktop size: the owner adds a product, starts its
 * personalisation design from the couple's mug (two names and a date), sees the shopper's form on
 * the phone frame, reorders a field by keyboard and saves it as version 1; a reload shows the saved
 * version, and a field whose most characters is below its fewest is refused at that field. Each
 * project makes its own product, so the seed's products (and the other journeys) keep their designs.
 */

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${info.project.name}-${name}.png`), fullPage: true });
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

test("an owner designs a couple's mug: two names and a date, saved as a version", async ({ page }, info) => {
  test.setTimeout(120_000);
  const title = `Couple's Mug (${info.project.name})`;
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.goto('/admin/products/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A white ceramic mug with both your names and your day on it.');
  await page.getByLabel('Category').selectOption('Mugs');
  await page.getByLabel('Variant 1 options').fill('330 ml');
  await page.getByLabel('Variant 1 price (₹)').fill('649.00');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const studio = page.getByRole('region', { name: 'What the shopper personalises' });
  await expect(studio.getByText('No design yet: start from one below or build one field by field.')).toBeVisible();
  await studio.getByLabel('Start from').selectOption({ label: "Couple's mug with date" });
  await studio.getByRole('button', { name: 'Use this start' }).click();
  const fields = studio.getByRole('list', { name: 'Fields' });
  await expect(fields.getByRole('region')).toHaveCount(4);

  // The phone frame asks what the shopper will be asked, filled with sample names in two scripts.
  const phone = studio.getByTestId('design-phone');
  await expect(phone.getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
  await expect(phone.getByRole('textbox', { name: 'Second name' })).toHaveValue('Ravi');
  await expect(phone.getByTestId('design-piece')).toContainText('12 Dec 2026');
  // A font choice redraws the sketch at once.
  await phone.getByText('Script', { exact: true }).click();
  await expect(phone.getByTestId('design-piece')).toHaveCSS('font-family', 'kaarigar-draft-script, serif');
  await studio.getByText('हिन्दी', { exact: true }).click();
  await expect(phone.getByRole('textbox', { name: 'पहला नाम' })).toHaveValue('आशा');

  // The font choice moves up one by keyboard; the status line says where it went.
  const font = fields.getByRole('button', { name: /^4\. Font/ });
  await font.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(studio.getByText('Font moved to 3 of 4')).toBeVisible();
  await expect(fields.getByRole('button', { name: /^3\. Font/ })).toBeFocused();
  await shot(page, info, 'design-started');
  // Nothing of the editor or its preview runs off the side of a 390-pixel phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await studio.getByRole('button', { name: 'Save design' }).click();
  await expect(studio.getByText(/^Saved as version 1\./)).toBeVisible();

  await page.reload();
  await expect(studio.getByText('Version 1 is what shoppers fill in now.')).toBeVisible();
  await expect(fields.getByRole('button', { name: /^\d\./ })).toHaveText([
    /^▸1\. First name/,
    /^▸2\. Second name/,
    /^▸3\. Font/,
    /^▸4\. Date/,
  ]);

  // A bad field is refused at that field, and nothing is saved.
  const first = fields.getByRole('region', { name: /^1\. First name/ });
  await first.getByRole('button', { name: /^1\. First name/ }).click();
  await first.getByRole('spinbutton', { name: 'Fewest characters' }).fill('20');
  await studio.getByRole('button', { name: 'Save design' }).click();
  const most = first.getByRole('spinbutton', { name: 'Most characters' });
  await expect(most).toHaveAttribute('aria-invalid', 'true');
  await expect(most).toBeFocused();
  await expect(
    first.getByText('"First name" (firstName): the most characters (15) is below the least (20)'),
  ).toBeVisible();
  await expect(studio.getByRole('alert')).toContainText('Not saved: one setting needs attention.');
  await shot(page, info, 'design-refused');
  const kept = (await (
    await page.request.get(page.url().replace('/admin/products/', '/api/admin/products/') + '/design')
  ).json()) as {
    design: { version: number };
  };
  expect(kept.design.version).toBe(1);
});
