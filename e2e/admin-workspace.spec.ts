import type { Browser, Page, TestInfo } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 10's "Done when": a shopper places an order; the owner (made with `npm run owner --
 * create` in scripts/e2e-server.mjs) signs in, finds it, sends the proof; the shopper approves
 * it on the proof page; the owner downloads the production files and moves the order on to
 * dispatched; a maker sees the line in the queue but is refused orders and insights. Every page
 * is screenshotted at the project's size (phone 390x844, desktop 1280x800) and checked by axe.
 */

const BOARD = 'Sheesham Wood House Name Board';
const MUG = 'Khurja Blue Pottery Photo Mug';

/** A screenshot of the whole page for a person to look at, named by project and step. */
async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${info.project.name}-${name}.png`), fullPage: true });
}

async function checked(page: Page, info: TestInfo, name: string) {
  await shoot(page, info, name);
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

/** A phone or desktop context like the project's, for a second person (the shopper, the maker). */
async function personLike(browser: Browser, info: TestInfo) {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  const page = await context.newPage();
  return { context, page };
}

async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The shopper: a name board personalised in the sheet, a photo mug added by the same API calls, then the hosted checkout. */
async function placeOrder(page: Page, shopper: string): Promise<string> {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Nameboards' }).click();
  await page.getByRole('button', { name: `Customize ${BOARD}` }).click();
  const sheet = page.getByRole('dialog', { name: BOARD });
  await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill('Sharma Niwas');
  await sheet.getByRole('textbox', { name: 'House number' }).fill('B-12');
  await sheet.getByRole('textbox', { name: 'Your idea' }).fill('Brass letters on dark wood');
  await sheet.getByRole('button', { name: /^(Generate Preview|Regenerate)$/ }).click();
  await expect(sheet.getByTestId('preview-image')).toHaveAttribute('src', /^\/objects\/ai-generated\//, {
    timeout: 30_000,
  });
  await sheet.getByRole('button', { name: 'Select Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Selection' });
  await dialog.getByRole('radio', { name: '12 x 8 in' }).check();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').getByText('Added to cart')).toBeVisible();
  const { cartId } = await page.evaluate(
    () => JSON.parse(localStorage.getItem('kaarigar.storefront.cart') ?? 'null') as { cartId: string },
  );

  // The mug line: the shopper's photo uploaded, a preview drawn, added to the same cart.
  const mugs = (await (await page.request.get('/api/products?category=Mugs')).json()) as {
    id: string;
    title: string;
    images: { url: string }[];
    variants: { id: string; available: boolean }[];
  }[];
  const mug = mugs.find((p) => p.title === MUG)!;
  const photo = await (await page.request.get('/images/catalog/caricature-mug-red/320.webp')).body();
  const upload = await page.request.post('/api/products/upload-user-image', {
    data: { imageBase64: photo.toString('base64'), filename: 'family.webp' },
  });
  const { imageUrl: userImageUrl } = (await upload.json()) as { imageUrl: string };
  const preview = await page.request.post('/api/products/customize/mug', {
    data: { productImageUrl: mug.images[0]!.url, userImageUrl, caption: 'Best Nani', caricatureStyle: 'pixar' },
    timeout: 30_000,
  });
  const { imageUrl: previewImage } = (await preview.json()) as { imageUrl: string };
  const added = await page.request.post('/api/cart/add', {
    data: {
      product: { id: mug.id, selectedVariantId: mug.variants.find((v) => v.available)!.id },
      customization: { line1: 'Best Nani', style: 'pixar', userImageUrl, previewImage },
      cartId,
      clientItemId: `journey-mug-${Date.now()}`,
    },
  });
  expect(added.ok()).toBe(true);
  const { cart } = (await added.json()) as { cart: { checkoutUrl: string } };

  await page.goto(cart.checkoutUrl);
  await page.getByLabel('Full name').fill(shopper);
  await page.getByLabel(/Mobile number/).fill('98765 43210');
  await page.getByLabel('House, building and street').fill('12, MG Road');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('PIN code').fill('411001');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  return (await page.getByTestId('order-reference').textContent())!.trim();
}

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.goto('/admin/login');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  // Styled by the workspace's own sheet, which comes with its code: the shopper's inlined one
  // leaves the workspace's classes out (py-10 is one of them).
  await expect(page.getByRole('main')).toHaveCSS('padding-top', '40px');
  await page.getByRole('textbox', { name: 'Username' }).fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('the shop owner workspace', () => {
  test('from a placed order to the artisan and back to the shopper', async ({ page, browser }, info) => {
    test.setTimeout(240_000);
    const shopperName = `Asha ${info.project.name} ${Date.now().toString(36)}`;

    // A shopper places an order.
    const shopper = await personLike(browser, info);
    const reference = await placeOrder(shopper.page, shopperName);
    expect(reference).toMatch(/^KG-\d{5}$/);

    // The owner signs in: a wrong password first, then the right one.
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
    await checked(page, info, '01-sign-in');
    await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeFocused();
    await checked(page, info, '02-sign-in-refused');
    await page.getByLabel('Password').fill(staff.owner.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    // Finds the order by the shopper's name.
    await page.getByRole('searchbox', { name: 'Search' }).fill(shopperName);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=/);
    const found = page.getByRole('link', { name: new RegExp(reference) }).first();
    await expect(found).toBeVisible();
    await checked(page, info, '03-orders-found');
    await found.click();

    // The order page: both lines large, exactly what the shopper wrote, the delivery, the timeline.
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    const board = page.getByRole('article', { name: BOARD });
    await expect(board.getByRole('img', { name: `Preview of ${BOARD}` })).toHaveAttribute('src', /\/objects\//);
    await expect(board.getByTestId('line-attributes')).toContainText('Sharma Niwas');
    await expect(board.getByTestId('line-attributes')).toContainText('B-12');
    await expect(board.getByTestId('line-attributes')).toContainText('Brass letters on dark wood');
    const mugLine = page.getByRole('article', { name: MUG });
    await expect(mugLine.getByRole('img', { name: 'The photo the shopper uploaded' })).toBeVisible();
    await expect(mugLine.getByTestId('line-attributes')).toContainText('Best Nani');
    // The shopper's photo is a 320-pixel picture: far below 150 DPI on an 8.5 in wrap.
    await expect(mugLine.getByTestId('low-dpi-warning')).toContainText('below 150 DPI');
    await expect(page.getByText('12, MG Road')).toBeVisible();
    await expect(page.getByTestId('order-timeline')).toContainText('Placed');
    await checked(page, info, '04-order-placed');

    // Sends the proof: a link to copy and a WhatsApp link with the shopper's number.
    // By keyboard, as every action in the workspace works.
    await page.getByRole('button', { name: 'Send proof' }).focus();
    await page.keyboard.press('Enter');
    const proofLink = page.getByRole('textbox', { name: 'Proof link' });
    await expect(proofLink).toHaveValue(/\/proof\/[\w-]{22,}$/);
    await expect(page.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d*9876543210\?text=/,
    );
    await expect(page.getByText(/Not emailed/)).toBeVisible();
    await expect(page.getByTestId('order-timeline')).toContainText('Proof sent');
    await checked(page, info, '05-proof-sent');
    const proofUrl = new URL(await proofLink.inputValue());

    // The shopper opens the proof and approves it.
    await shopper.page.goto(proofUrl.pathname);
    await expect(shopper.page.getByRole('heading', { level: 1 })).toContainText('here is your proof');
    await expect(shopper.page.getByTestId('proof-image')).toHaveCount(2);
    await checked(shopper.page, info, '06-proof-page');
    await shopper.page.getByRole('button', { name: 'Ask for a change' }).click();
    const note = shopper.page.getByRole('textbox', { name: 'What should we change?' });
    await expect(note).toBeFocused();
    await note.fill('x'.repeat(600));
    await expect(note).toHaveValue('x'.repeat(500));
    await expect(shopper.page.getByText('500/500')).toBeVisible();
    await checked(shopper.page, info, '07-proof-change-form');
    await shopper.page.getByRole('button', { name: 'Back' }).click();
    await shopper.page.getByRole('button', { name: 'Approve' }).focus();
    await shopper.page.keyboard.press('Space');
    await expect(shopper.page.getByTestId('proof-state')).toContainText('Approved');
    await checked(shopper.page, info, '08-proof-approved');
    await shopper.page.reload();
    await expect(shopper.page.getByTestId('proof-state')).toContainText('Approved');

    // A made-up token says the link does not work.
    await shopper.page.goto('/proof/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    await expect(shopper.page.getByRole('heading', { level: 1, name: 'This proof link does not work' })).toBeVisible();
    await checked(shopper.page, info, '09-proof-bad-token');

    // The owner sees the approval, downloads the production files, and moves the order on.
    await page.reload();
    await expect(page.getByTestId('order-timeline')).toContainText('Approved');
    for (const [line, kinds] of [
      [board, ['SVG', 'PDF']],
      [mugLine, ['PNG']],
    ] as const) {
      for (const kind of kinds) {
        const link = line.getByRole('link', { name: new RegExp(`^Download ${kind} for`) });
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        const file = await download.path();
        expect(file, `${kind} downloaded`).toBeTruthy();
        expect(download.suggestedFilename().toLowerCase()).toMatch(new RegExp(`\\.${kind.toLowerCase()}$`));
      }
    }
    await checked(page, info, '10-order-approved');

    // Cancelling asks first; Escape keeps the order and gives focus back.
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Cancel order ${reference}?` });
    await expect(confirm).toBeVisible();
    await page.waitForTimeout(300);
    await checked(page, info, '10b-cancel-confirmation');
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(cancel).toBeFocused();

    await page.getByRole('button', { name: 'Start production' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('in production');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    // Focus moves on to the next step rather than falling back to the top of the page.
    await expect(page.getByRole('button', { name: 'Mark dispatched' })).toBeFocused();

    // A maker: the line is in the queue while it is made; orders and insights are refused.
    const maker = await personLike(browser, info);
    await signIn(maker.page, staff.maker);
    await expect(maker.page).toHaveURL(/\/admin\/queue$/);
    await expect(maker.page.getByRole('link', { name: 'Orders' })).toHaveCount(0);
    await expect(maker.page.getByRole('link', { name: 'Insights' })).toHaveCount(0);
    await expect(maker.page.getByRole('link', { name: 'Products' })).toHaveCount(0);
    const item = maker.page.getByRole('article', { name: `${reference}: ${BOARD}` });
    await expect(item).toBeVisible();
    await checked(maker.page, info, '15-maker-queue');
    for (const path of [
      '/api/admin/orders',
      '/api/admin/insights?from=2026-01-01&to=2026-01-31',
      '/api/admin/products',
    ]) {
      expect((await maker.page.request.get(path)).status(), path).toBe(403);
    }
    await maker.page.goto('/admin/orders');
    await expect(maker.page.getByRole('heading', { level: 1, name: 'Owner only' })).toBeVisible();
    await checked(maker.page, info, '16-maker-owner-only');
    await maker.page.goto('/admin/queue');
    await maker.page
      .getByRole('article', { name: `${reference}: ${BOARD}` })
      .getByRole('button', { name: 'Mark made' })
      .click();
    await expect(maker.page.getByTestId('toast')).toContainText('marked made');

    await page.reload();
    // Dispatching names the courier and the AWB (issue 20): the shopper's tracking link is made from them.
    await page.getByLabel('Courier').selectOption('blue_dart');
    await page.getByLabel('AWB / tracking number').fill('70123456789');
    await page.getByRole('button', { name: 'Mark dispatched' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-timeline')).toContainText('Dispatched');
    await expect(page.getByTestId('order-timeline')).toContainText(`by ${staff.owner.username}`);
    await checked(page, info, '11-order-dispatched');

    // Insights, with its chart and the same numbers as a table.
    await page.getByRole('link', { name: 'Insights' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page.getByTestId('funnel-table')).toContainText('Order placed');
    await checked(page, info, '12-insights');
    // Exact: the page's 'Returned to shop' section has "to" in its name too.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-07');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-07/);
    await expect(page.getByText('0 previews and 0 orders in this range.')).toBeVisible();
    await checked(page, info, '13-insights-empty');

    // An empty search says so.
    await page.goto('/admin/orders?q=no-such-shopper-anywhere');
    await expect(page.getByText('No orders match')).toBeVisible();
    await checked(page, info, '14-orders-empty');

    // Signing out ends the session.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect((await page.request.get('/api/admin/orders')).status()).toBe(401);

    await shopper.context.close();
    await maker.context.close();
  });

  test('an owner signs out everywhere: the other device is signed out too', async ({ page, browser }, info) => {
    // An account per project, so this never ends the sessions of another test running beside it.
    const owner = staff[`everywhere-${info.project.name}` as keyof typeof staff];
    const other = await personLike(browser, info);
    for (const p of [page, other.page]) {
      await signIn(p, owner);
      await expect(p).toHaveURL(/\/admin\/orders$/);
    }
    const button = page.getByRole('button', { name: 'Sign out everywhere' });
    await expect(button).toHaveAccessibleDescription(/End every session of your account/);
    await button.scrollIntoViewIfNeeded();
    await checked(page, info, '20-sign-out-everywhere');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
    await other.context.close();
  });
});
