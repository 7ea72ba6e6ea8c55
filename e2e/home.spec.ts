import { expect, test } from './fixtures';

const isPhone = (width: number) => width < 768;

test.describe('home page and catalogue', () => {
  test('shows the header, trust strip, tabs and the Mugs grid by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search products' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open cart/ })).toBeVisible();
    await expect(page.getByText('Dream it, Buy it')).toBeVisible();
    await expect(page.getByText('Handcrafted', { exact: true })).toBeVisible();
    await expect(page.getByText('100% Customizable')).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Mugs', 'Nameboards', 'Kids Name Plates']);
    await expect(page.getByRole('tab', { name: 'Mugs' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('cards show image, title, type, rounded rupee price, Customize and save', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('product-card').first();
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await expect(card.getByRole('heading')).not.toBeEmpty();
    await expect(card.getByText(/^₹[\d,]+$/)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Customize/ })).toBeVisible();
    const save = card.getByRole('button', { name: /^Save / });
    await save.click();
    await expect(card.getByRole('button', { name: /^Remove .* from saved/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('switching tabs shows that category and underlines the active tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Nameboards' }).click();
    await expect(page.getByRole('tab', { name: 'Nameboards' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Nameboards' }).getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Nameboards' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Kids Name Plates' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Kids Name Plates' })).toHaveAttribute('aria-selected', 'true');
  });

  test('grid has 2 columns on a phone and 4 on a desktop', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').nth(3)).toBeVisible();
    const columns = await page
      .getByTestId('product-card')
      .evaluateAll((cards) => new Set(cards.slice(0, 8).map((c) => Math.round(c.getBoundingClientRect().left))).size);
    const width = page.viewportSize()?.width ?? 0;
    expect(columns).toBe(isPhone(width) ? 2 : 4);
  });

  // Mugs, the default tab, arrive rendered in the HTML; the list states show on any tab that loads.
  test('shows 8 skeleton cards while products load', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/products?category=Nameplates', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Nameboards' }).click();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(8);
    release();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
  });

  test('a load failure shows the spec text and Try again refetches', async ({ page }) => {
    let fail = true;
    await page.route('**/api/products?category=Nameplates', async (route) => {
      if (fail) await route.fulfill({ status: 503, body: 'down' });
      else await route.continue();
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Nameboards' }).click();
    await expect(page.getByRole('heading', { name: 'Failed to load products' })).toBeVisible();
    await expect(page.getByText('There was an error connecting to the store. Please try again.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('an empty list shows the spec text and Refresh refetches', async ({ page }) => {
    let empty = true;
    await page.route('**/api/products?category=Nameplates', async (route) => {
      if (empty) await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
      else await route.continue();
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Nameboards' }).click();
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Try browsing all categories or check back later for new items')).toBeVisible();
    empty = false;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('the home page arrives rendered and the app takes it over without a mismatch', async ({ page, browser }) => {
    // Before any script runs the cards, prices and images are already there.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
    const plain = await noScript.newPage();
    await plain.goto('/');
    await expect(plain.getByTestId('product-card').first()).toBeVisible();
    await expect(
      plain
        .getByTestId('product-card')
        .first()
        .getByText(/^₹[\d,]+$/),
    ).toBeVisible();
    await noScript.close();

    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    let productFetches = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/products?category=Mugs')) productFetches += 1;
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Nameboards' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Nameboards' }).getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Mugs' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Mugs' }).getByTestId('product-card').first()).toBeVisible();
    expect(problems).toEqual([]);
    // Fetched once, beside the app's code, to hydrate with (they are no longer carried in the page,
    // which had grown past the first round trip); switching back to the tab reuses them.
    expect(productFetches).toBe(1);
  });

  test("a product's link takes over the page in place and opens its sheet, fetching no other list", async ({
    page,
  }) => {
    const [first] = (await (await page.request.get('/api/products?category=Mugs')).json()) as { handle: string }[];
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const everyList: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/products' && !url.searchParams.has('category')) everyList.push(r.url());
    });
    await page.goto(`/p/${first!.handle}`);
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The page the server drew as '/' is taken over as the link's own, without a mismatch.
    expect(problems).toEqual([]);
    // A product of the first tab is in the list the page brought: every category's is not fetched.
    expect(everyList).toEqual([]);
  });

  test('the app, its entry included, is asked for only once the first product photo is on screen', async ({ page }) => {
    // The photos take a second (less than the app's 2.5 s fallback); the page's text is up long before.
    await page.route('**/images/catalog/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    const timing = () =>
      page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const photo = document.querySelector<HTMLImageElement>('#product-panel img')?.currentSrc ?? '';
        return {
          entry: entries.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))?.startTime ?? null,
          app: entries.find((e) => /\/boot-[\w-]+\.js$/.test(e.name))?.startTime ?? null,
          photo: entries.find((e) => e.name === photo)?.responseEnd ?? null,
        };
      });
    await expect.poll(async () => (await timing()).app).not.toBeNull();
    const { entry, app, photo } = await timing();
    expect(photo).not.toBeNull();
    // The page's starter asks for the entry (no tag does while the HTML is parsed), and the entry for the app.
    expect(entry).not.toBeNull();
    expect(entry!).toBeGreaterThanOrEqual(photo!);
    expect(app!).toBeGreaterThanOrEqual(entry!);
    // Arrived is not enough: the browser's own report of the photo on screen (Element Timing)
    // comes before the app's first request.
    const painted = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list.getEntries()[0] as PerformanceEntry & { renderTime: number };
            resolve(entry.renderTime);
          }).observe({ type: 'element', buffered: true }),
        ),
    );
    expect(painted).toBeGreaterThan(0);
    expect(entry!).toBeGreaterThanOrEqual(painted);
  });

  test('the app starts at once when the first photos fail, not after the 2.5 s wait for them', async ({ page }) => {
    await page.route('**/images/catalog/**', (route) => route.abort());
    await page.goto('/');
    const appStart = () =>
      page.evaluate(
        () =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
            /\/boot-[\w-]+\.js$/.test(e.name),
          )?.startTime ?? null,
      );
    await expect.poll(appStart).not.toBeNull();
    expect(await appStart()).toBeLessThan(2500);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  });

  test('any other path shows the not-found card', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.getByRole('button', { name: 'Back to the shop' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('search finds products across categories and opens the sheet', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('teak');
    const result = page.getByRole('dialog').getByRole('button').filter({ hasText: /teak/i }).first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the menu lists the categories and switches the tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'Kids Name Plates' })
      .click();
    await expect(page.getByRole('tab', { name: 'Kids Name Plates' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a card opens the customization sheet, which closes by Escape and by its close button', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('product-card').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /^Customize/ })
      .click();
    await page.getByRole('button', { name: 'Close customization' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the sheet opens focused, and its code does not fetch the inlined stylesheet again', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    // The page carries its stylesheet inline; the link that names it stays, disabled, for Vite's loader.
    const inlined = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
    expect(inlined).toMatch(/^\/assets\/.+\.css$/);
    // Without the workspace's classes, which have a sheet of their own: with them the product page
    // needed a second round trip on a phone's network. min-h-dvh is the workspace layout's.
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((s) => s.textContent).join(''),
    );
    expect(inlineCss).toContain('.grid{');
    expect(inlineCss).not.toContain('.min-h-dvh');
    await page.getByTestId('product-card').first().click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeFocused();
    // Its exact price is written out, without Intl, as Intl writes it ('From' when its variants differ:
    // the first card is whichever product the suite's journeys added last).
    await expect(sheet.getByText(/^(From )?₹[\d,]+\.\d\d$/)).toBeVisible();
    // Loading the sheet's chunks once added a second copy of the whole stylesheet to the page.
    expect(stylesheets).not.toContain(inlined);
  });

  test('page views and tab taps reach the analytics endpoint', async ({ page }) => {
    const batches: { events: { name: string }[] }[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/events') && req.method() === 'POST')
        batches.push(JSON.parse(req.postData() ?? '{}'));
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Nameboards' }).click();
    await page.getByTestId('product-card').first().click();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect
      .poll(() => batches.flatMap((b) => b.events.map((e) => e.name)))
      .toEqual(expect.arrayContaining(['page_view', 'product_tab_tap', 'product_tap']));
  });
});
