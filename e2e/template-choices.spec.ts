import type { Locator, Page, TestInfo } from '@playwright/test';
import { angledBoardPhoto } from '../src/server/previews/compositor/samples/angled-photos';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 19, item 3: the owner narrows a name board's fonts to two and lowers the name's limit;
 * the shopper's sheet then offers only those fonts and counts against the lower limit, and the
 * server draws the preview. The board is this journey's own, so no other journey sees the change.
 */

/** A screenshot with `focus` at the top of what scrolls, clear of the page's sticky header, and axe. */
async function looked(page: Page, info: TestInfo, name: string, focus: Locator) {
  await focus.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -140);
  });
  await page.screenshot({ path: info.outputPath(`${info.project.name}-${name}.png`) });
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

test('an owner narrows the fonts and the name length, and the shopper sees only those', async ({ page }, info) => {
  test.setTimeout(120_000);
  const title = `Teak Gate Board ${info.project.name}`;

  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.goto('/admin/products/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Nameplates');
  await page.getByLabel('Variant 1 options').fill('12 x 8 in');
  await page.getByLabel('Variant 1 price (₹)').fill('1499.00');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const photo = await angledBoardPhoto('front-on');
  await page
    .getByLabel(/^Photo \(JPEG/)
    .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: photo.image });
  await page.getByLabel('Describe the photo').fill('A teak name board, front-on');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo added')).toBeVisible({ timeout: 20_000 });

  // Only Script and Bold; a name of at most 8 characters.
  const fonts = page.getByRole('group', { name: 'Fonts the shopper may choose' });
  for (const font of ['Serif', 'Sans', 'Playful']) await fonts.getByRole('checkbox', { name: font }).uncheck();
  const nameLimit = page.getByRole('spinbutton', { name: 'Longest name (characters)' });
  // Above the spec's 20 is refused at the field, and nothing is saved.
  await nameLimit.fill('25');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(nameLimit).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The name limit cannot be above 20 characters, the most the shop allows')).toBeVisible();
  await nameLimit.fill('8');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(nameLimit).toHaveAttribute('aria-invalid', 'false');
  await looked(page, info, 'studio-choices', fonts);
  // The sample on the photo is lettered in Script now, as the shopper's sheet will open.
  await page
    .getByTestId('template-stage')
    .screenshot({ path: info.outputPath(`${info.project.name}-studio-sample.png`) });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: shoppers see it.')).toBeVisible();

  await page.goto('/');
  await page.getByRole('tab', { name: 'Nameboards' }).click();
  await page.getByRole('button', { name: `Customize ${title}` }).click();
  const sheet = page.getByRole('dialog', { name: title });
  await expect(sheet).toBeVisible();
  const fontChips = sheet.getByRole('group', { name: 'Font', exact: true }).getByRole('radio');
  await expect(fontChips).toHaveCount(2);
  await expect(sheet.getByRole('radio', { name: 'Script' })).toBeChecked();
  await expect(sheet.getByRole('radio', { name: 'Bold' })).not.toBeChecked();
  await expect(sheet.getByRole('radio', { name: 'Serif' })).toHaveCount(0);

  const name = sheet.getByRole('textbox', { name: 'Name', exact: true });
  await expect(sheet.getByText('0/8', { exact: true })).toBeVisible();
  await name.fill('Sharma Niwas');
  await expect(name).toHaveValue('Sharma N');
  await expect(sheet.getByText('8/8', { exact: true })).toBeVisible();
  await expect(sheet.getByText('0/10', { exact: true })).toBeVisible();
  await sheet.getByRole('radio', { name: 'Bold' }).check();

  // The server draws it: the narrowed font is one it accepts.
  const previewed = page.waitForResponse((r) => r.url().endsWith('/api/products/customize/nameplate'));
  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  const answer = await previewed;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ name: 'Sharma N', font: 'bold' });
  await expect(sheet.getByTestId('final-price')).toBeVisible();
  await looked(page, info, 'sheet-choices', sheet.getByRole('heading', { name: 'Personalise' }));
});
