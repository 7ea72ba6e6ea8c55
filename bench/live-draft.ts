import { chromium, request, type Page } from 'playwright-core';
import { STARTER_DESIGNS } from '../src/contracts/personalisation-starters';
import { mugPhoto } from '../src/server/previews/compositor/samples/angled-photos';
import { buildStore, startStore, type BenchStaff } from './store-server';
import { chromiumPath } from '../scripts/chromium-path.mjs';

const TEXT = 'Sharma Niwas';
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;

/** The bench store's owner, made with the owner command before the store starts. */
const OWNER: BenchStaff = { username: 'bench-owner', password: 'bench-owner-password-1' };
/** The owner's couple's mug: its own design with two name fields, a date and a font choice. */
const DESIGN_MUG = "Bench Couple's Mug";

/**
 * Makes the owner's design product the way the studio does, through the admin API signed in as
 * the owner: a mug with a photo, the photo's print template, and the couple's-mug starter design
 * (as e2e/personalisation.spec.ts does).
 */
async function makeDesignMug(origin: string): Promise<void> {
  const api = await request.newContext({ baseURL: origin });
  try {
    const ok = async (res: Awaited<ReturnType<typeof api.get>>) => {
      if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
      return await res.json();
    };
    const { csrfToken } = (await ok(
      await api.post('/api/admin/session', { data: { username: OWNER.username, password: OWNER.password } }),
    )) as { csrfToken: string };
    const send = async (method: 'POST' | 'PUT', url: string, data: unknown) =>
      ok(await api.fetch(url, { method, data, headers: { 'x-csrf-token': csrfToken } }));
    const mug = await mugPhoto();
    const { product } = (await send('POST', '/api/admin/products', {
      title: DESIGN_MUG,
      category: 'Mugs',
      status: 'active',
      variants: [{ title: 'Standard', price: '599.00', available: true }],
    })) as { product: { id: string } };
    const { image } = (await send('POST', `/api/admin/products/${product.id}/images`, {
      imageBase64: mug.image.toString('base64'),
      alt: 'A white mug with its handle on the left',
    })) as { image: { id: string } };
    await send('PUT', `/api/admin/products/${product.id}/images/${image.id}/template`, {
      area: mug.body,
      surface: 'mug-wrap',
      surfaceColor: '#f4f2ec',
    });
    const couple = STARTER_DESIGNS.find((s) => s.key === 'couple-mug');
    if (!couple) throw new Error("the couple's-mug starter design is gone");
    await send('PUT', `/api/admin/products/${product.id}/design`, couple.design);
  } finally {
    await api.dispose();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Opens a product's sheet on the phone-sized page and returns its text field. */
async function openField(page: Page, origin: string, tab: string | null, product: string, field: string) {
  await page.goto(origin);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  if (tab) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: `Customize ${product}` }).click();
  const input = page.getByRole('dialog', { name: product }).getByRole('textbox', { name: field, exact: true });
  await input.waitFor();
  return input;
}

/**
 * Types TEXT one key at a time and records, per keystroke, the longest main-thread task (Long
 * Tasks API) and the time from the key to the next painted frame.
 */
async function typeAndMeasure(page: Page, input: ReturnType<Page['getByRole']>) {
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: false });
  });
  const longest: number[] = [];
  const toFrame: number[] = [];
  for (const key of TEXT) {
    await input.focus();
    const start = await page.evaluate(() => performance.now());
    await input.press(key === ' ' ? 'Space' : key);
    // The keystroke is done when a frame after it has been painted.
    const end = await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now())))),
    );
    toFrame.push(end - start);
    const tasks = await page.evaluate(
      (since) =>
        (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
          (t) => t.start >= since,
        ),
      start,
    );
    longest.push(Math.max(0, ...tasks.map((t) => t.duration)));
  }
  return { longest, toFrame };
}

/**
 * The live draft's cost per keystroke on a phone under Lighthouse's 4x CPU slowdown, next to
 * typing a mug's caption in the same sheet (the same page, no draft) as the baseline: the seed
 * name board's draft, and the draft of an owner-made design (a couple's mug made through the
 * admin API) typed into its first name field.
 */
export async function benchLiveDraft(): Promise<{ rows: string[][]; worst: number }> {
  const port = Number(process.env.BENCH_DRAFT_PORT ?? 5091);
  buildStore();
  const store = await startStore(port, undefined, { owner: OWNER });
  const origin = store.origin;
  try {
    await makeDesignMug(origin);
  } catch (err) {
    store.stop();
    throw err;
  }
  const browser = await chromium
    .launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] })
    .catch((err: unknown) => {
      store.stop();
      throw err;
    });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const rows: string[][] = [];
    let worst = 0;
    const cases: [string, string | null, string, string][] = [
      ['mug caption, no draft (baseline)', null, 'Khurja Blue Pottery Photo Mug', 'Caption'],
      ['name board, live draft', 'Nameboards', 'Sheesham Wood House Name Board', 'Name'],
      ["owner's design (couple's mug), live draft", 'Mugs', DESIGN_MUG, 'First name'],
    ];
    for (const [label, tab, product, field] of cases) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const input = await openField(page, origin, tab, product, field);
      const draft = page.getByRole('dialog', { name: product }).getByTestId('live-draft');
      // A design's draft is its own chunk, loaded as the sheet opens; typing starts once it is there.
      if (tab) await draft.waitFor({ state: 'attached' });
      // The sheet loads the draft's font as it opens; typing starts once it is there.
      await page.evaluate(() => document.fonts.ready);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const { longest, toFrame } = await typeAndMeasure(page, input);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (tab) {
        // What was measured is the draft drawing the typed name, not a field typed into nothing.
        if ((await input.inputValue()) !== TEXT) throw new Error(`${label}: the field does not hold "${TEXT}"`);
        await page.waitForFunction((el) => el?.getAttribute('data-drawn') === 'true', await draft.elementHandle(), {
          timeout: 10_000,
        });
        worst = Math.max(worst, ...longest);
      }
      const sorted = [...toFrame].sort((a, b) => a - b);
      rows.push([
        label,
        String(longest.length),
        String(longest.filter((d) => d > 50).length),
        Math.max(...longest).toFixed(0),
        percentile(sorted, 50).toFixed(0),
        percentile(sorted, 95).toFixed(0),
      ]);
    }
    return { rows, worst };
  } finally {
    await browser.close();
    store.stop();
  }
}
