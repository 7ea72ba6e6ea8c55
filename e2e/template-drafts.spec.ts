import type { APIResponse, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { TemplateInput } from '../src/contracts/admin-products';
import {
  applyHomography,
  boundsOf,
  cylinderInverse,
  homographyFromCorners,
  type Point,
} from '../src/contracts/template-geometry';
import { angledBoardPhoto, mugPhoto } from '../src/server/previews/compositor/samples/angled-photos';
import staff from './staff-accounts.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { lookedAt } from './evidence';
import { changedExtent, type Box } from './preview-pixels';

/**
 * Issue 19's live drafts on the owner's own photos: a board photographed at an angle gets the
 * shopper's lettering through the template's perspective, where the server's preview then puts
 * it; a mug's caption wraps round its body with the handle left in front; and the owner draws
 * that handle's outline on the photo with taps and the keyboard.
 */

async function ok(res: APIResponse): Promise<unknown> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as unknown;
}

/** Signs the owner in and answers a sender for the studio's API under that session. */
async function signInOwner(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const { csrfToken } = (await ok(await page.request.get('/api/admin/session'))) as { csrfToken: string };
  return (method: 'POST' | 'PUT', url: string, data: unknown) =>
    page.request.fetch(url, { method, data, headers: { 'x-csrf-token': csrfToken } }).then(ok);
}

/** A published product with one photo and its template, made through the studio's own API. */
async function publishedProduct(
  send: Awaited<ReturnType<typeof signInOwner>>,
  product: { title: string; category: 'Nameplates' | 'Mugs'; photo: Buffer; alt: string; template: TemplateInput },
) {
  const { product: created } = (await send('POST', '/api/admin/products', {
    title: product.title,
    category: product.category,
    status: 'active',
    variants: [{ title: 'Standard', price: '1499.00', available: true }],
  })) as { product: { id: string } };
  const { image } = (await send('POST', `/api/admin/products/${created.id}/images`, {
    imageBase64: product.photo.toString('base64'),
    alt: product.alt,
  })) as { image: { id: string; url: string } };
  await send('PUT', `/api/admin/products/${created.id}/images/${image.id}/template`, product.template);
  return created.id;
}

/** The shopper's sheet for a product, opened from its tab on the home page. */
async function openSheet(page: Page, tab: string, title: string): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('tab', { name: tab }).click();
  const card = page.getByRole('button', { name: `Customize ${title}` }).first();
  await expect(card).toBeVisible({ timeout: 10_000 });
  await card.click();
  const sheet = page.getByRole('dialog', { name: title });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The inked extent of a draft canvas in its own pixels, or null when empty. */
function canvasInk(canvas: Locator): Promise<(Box & { width: number; height: number }) | null> {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const { data, width, height } = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
    const box = { x0: width, y0: height, x1: -1, y1: -1, width, height };
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if ((data[(y * width + x) * 4 + 3] ?? 0) > 128) {
          box.x0 = Math.min(box.x0, x);
          box.x1 = Math.max(box.x1, x);
          box.y0 = Math.min(box.y0, y);
          box.y1 = Math.max(box.y1, y);
        }
    return box.x1 < 0 ? null : box;
  });
}

test('a board at an angle: the live draft follows its perspective to where the server puts the lettering', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const title = `Angled Mango Board ${info.project.name}`;
  const photo = await angledBoardPhoto('from-right');
  const send = await signInOwner(page);
  await publishedProduct(send, {
    title,
    category: 'Nameplates',
    photo: photo.image,
    alt: 'A mango wood name board at an angle on a table',
    template: { area: photo.face, surface: 'board', surfaceColor: '#8b5a2b', material: 'mango' },
  });

  const sheet = await openSheet(page, 'Nameboards', title);
  const preview = sheet.getByTestId('preview-image');
  // The shown photo is a 640 px rendition; the render is compared with the 1024 master.
  const productUrl = (await preview.getAttribute('src'))!.replace(/\/\d+\.webp$/, '/1024.webp');
  await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill('Sharma Niwas');
  const draft = sheet.getByTestId('live-draft');
  await expect(draft).toHaveAttribute('data-drawn', 'true');

  // Drawn flat and mapped by a projective matrix3d, not lettered flat over the photo.
  const transform = await draft.evaluate((el) => (el as HTMLElement).style.transform);
  expect(transform).toMatch(/^matrix3d\(/);
  const m = transform.slice('matrix3d('.length, -1).split(',').map(Number);
  expect(Math.abs(m[3]!) + Math.abs(m[7]!)).toBeGreaterThan(1e-6);

  // The flat canvas lands on the marked quad: its box on screen is the quad's, to a pixel or two.
  // Both boxes are read in one frame, as the sheet may still be sliding into place.
  const [shown, onScreen] = await draft.evaluate((el) => {
    const photoEl = el.closest('[role="dialog"]')!.querySelector('[data-testid="preview-image"]')!;
    return [photoEl.getBoundingClientRect().toJSON(), el.getBoundingClientRect().toJSON()] as DOMRect[];
  });
  const scale = shown!.width / 1024;
  const quad = boundsOf(photo.face.corners);
  expect(Math.abs(onScreen!.x - (shown!.x + quad.x * scale))).toBeLessThanOrEqual(2);
  expect(Math.abs(onScreen!.y - (shown!.y + quad.y * scale))).toBeLessThanOrEqual(2);
  expect(Math.abs(onScreen!.width - quad.width * scale)).toBeLessThanOrEqual(2);
  expect(Math.abs(onScreen!.height - quad.height * scale)).toBeLessThanOrEqual(2);

  // Where the lettering's ink lands on the photo, through the same homography.
  const ink = (await canvasInk(draft))!;
  expect(ink).not.toBeNull();
  const h = homographyFromCorners(photo.face.corners);
  const inkOnPhoto = boundsOf(
    (
      [
        [ink.x0, ink.y0],
        [ink.x1 + 1, ink.y0],
        [ink.x1 + 1, ink.y1 + 1],
        [ink.x0, ink.y1 + 1],
      ] as Point[]
    ).map(([x, y]) => applyHomography(h, x / ink.width, y / ink.height)),
  );
  await sheet
    .getByTestId('preview-image')
    .locator('..')
    .screenshot({ path: info.outputPath('angled-draft.png') });
  await lookedAt(page, info, 'angled-draft', '[role="dialog"]');

  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 30_000 });
  await expect(sheet.getByText('Live draft')).toHaveCount(0);
  await preview.locator('..').screenshot({ path: info.outputPath('angled-generated.png') });
  const rendered = (await changedExtent(page, (await preview.getAttribute('src'))!, productUrl))!;
  expect(rendered).not.toBeNull();
  // The same place on the photo: every edge within 2% of the image (the engraving's walls and
  // the two text engines' anti-aliasing differ by a few pixels).
  const tolerance = 0.02 * 1024;
  const drafted = {
    x0: inkOnPhoto.x,
    y0: inkOnPhoto.y,
    x1: inkOnPhoto.x + inkOnPhoto.width,
    y1: inkOnPhoto.y + inkOnPhoto.height,
  };
  for (const edge of ['x0', 'y0', 'x1', 'y1'] as const)
    expect(
      Math.abs(rendered[edge] - drafted[edge]),
      `${edge}: draft ${drafted[edge]}, render ${rendered[edge]}`,
    ).toBeLessThanOrEqual(tolerance);
});

/** Pixels of a PNG screenshot, for comparing before and after. */
async function screenPixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** Whether a point lies inside a polygon (even-odd crossings). */
function inside(p: Point, poly: Point[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

test("a mug's caption wraps round its body and its handle stays in front", async ({ page }, info) => {
  // The first mug render in the server process loads the caricature's models.
  test.setTimeout(150_000);
  const title = `Handled Mug ${info.project.name}`;
  const mug = await mugPhoto();
  // The owner keeps the design above the mug's foot, so the caption's band passes behind the
  // handle's lower arm.
  const body = { ...mug.body, bottom: 660 };
  const send = await signInOwner(page);
  await publishedProduct(send, {
    title,
    category: 'Mugs',
    photo: mug.image,
    alt: 'A white mug with its handle on the left',
    template: { area: body, surface: 'mug-wrap', surfaceColor: '#f4f2ec', occluder: mug.handle },
  });

  const sheet = await openSheet(page, 'Mugs', title);
  const preview = sheet.getByTestId('preview-image');
  await preview.scrollIntoViewIfNeeded();
  const frame = preview.locator('..');
  const before = await screenPixels(await frame.screenshot());
  await sheet.getByRole('textbox', { name: 'Caption' }).fill('Best Nani in the whole wide world');
  const draft = sheet.getByTestId('live-draft');
  await expect(draft).toHaveAttribute('data-drawn', 'true');
  await frame.screenshot({ path: info.outputPath('mug-draft.png') });
  // The draft canvas itself at the photo's full 1024 px, to look at the strips' joins.
  const canvasPng = await draft.evaluate((el: HTMLCanvasElement) => el.toDataURL('image/png'));
  await sharp(Buffer.from(canvasPng.split(',')[1]!, 'base64'))
    .flatten({ background: '#ffffff' })
    .toFile(info.outputPath('mug-draft-canvas.png'));
  const after = await screenPixels(await frame.screenshot());

  // The wrapped caption's ink, in the photo's pixels: its ends ride higher than its middle, as
  // the rim's ellipse does when seen from above.
  const columns = await draft.evaluate((el: HTMLCanvasElement) => {
    const { data } = el.getContext('2d')!.getImageData(0, 0, 1024, 1024);
    const lowest = new Map<number, number>();
    for (let y = 0; y < 1024; y++)
      for (let x = 0; x < 1024; x++) if ((data[(y * 1024 + x) * 4 + 3] ?? 0) > 128) lowest.set(x, y);
    return [...lowest.entries()].sort((a, b) => a[0] - b[0]);
  });
  expect(columns.length).toBeGreaterThan(100);
  const bottomNear = (x: number) => Math.max(...columns.filter(([cx]) => Math.abs(cx - x) < 25).map(([, y]) => y));
  const [left, right] = [columns[0]![0], columns.at(-1)![0]];
  expect(bottomNear((left + right) / 2)).toBeGreaterThan(bottomNear(left + 30) + 15);
  expect(bottomNear((left + right) / 2)).toBeGreaterThan(bottomNear(right - 30) + 15);

  // On screen, the photo changed where the caption shows and not where the handle is in front,
  // though the flat caption has ink under the handle too.
  const inkAt = await draft.evaluate((el: HTMLCanvasElement) => {
    const { data } = el.getContext('2d')!.getImageData(0, 0, 1024, 1024);
    const at: [number, number][] = [];
    for (let y = 0; y < 1024; y += 3)
      for (let x = 0; x < 1024; x += 3) if ((data[(y * 1024 + x) * 4 + 3] ?? 0) > 200) at.push([x, y]);
    return at;
  });
  // Well inside the handle: a few pixels in from its edge in every direction.
  const deepInHandle = (p: Point) =>
    [-6, 0, 6].every((dx) => [-6, 0, 6].every((dy) => inside([p[0] + dx, p[1] + dy], mug.handle)));
  const underHandle = inkAt.filter(deepInHandle);
  const clear = inkAt.filter((p) => !inside(p, mug.handle));
  expect(underHandle.length, 'the caption passes behind the handle').toBeGreaterThan(10);
  const { width } = after;
  const frameScale = width / 1024;
  const changed = (p: Point) => {
    const i = (Math.floor(p[1] * frameScale) * width + Math.floor(p[0] * frameScale)) * 3;
    return (
      Math.abs(after.data[i]! - before.data[i]!) +
      Math.abs(after.data[i + 1]! - before.data[i + 1]!) +
      Math.abs(after.data[i + 2]! - before.data[i + 2]!)
    );
  };
  expect(
    underHandle.filter((p) => changed(p) > 30),
    'ink shown over the handle',
  ).toEqual([]);
  expect(clear.filter((p) => changed(p) > 30).length).toBeGreaterThan(clear.length * 0.5);
  await lookedAt(page, info, 'mug-draft', '[role="dialog"]');

  // The server's preview puts the caption where the draft showed it: the visible ink's box (the
  // draft's, out from under the handle) against what the render changed in the caption's band.
  const visibleInk = await draft.evaluate((el: HTMLCanvasElement) => {
    const { data } = el.getContext('2d')!.getImageData(0, 0, 1024, 1024);
    const at: [number, number][] = [];
    for (let y = 0; y < 1024; y++)
      for (let x = 0; x < 1024; x++) if ((data[(y * 1024 + x) * 4 + 3] ?? 0) > 128) at.push([x, y]);
    return at;
  });
  const drafted = extentOf(visibleInk.filter((p) => !inside(p, mug.handle)));
  const productUrl = (await preview.getAttribute('src'))!.replace(/\/\d+\.webp$/, '/1024.webp');
  const family = await page.request.get('/images/catalog/caricature-mug-red/320.webp');
  await sheet.getByLabel('Upload a photo').setInputFiles({
    name: 'family.webp',
    mimeType: 'image/webp',
    buffer: await family.body(),
  });
  // The photo is read and shrunk in the browser before the sheet holds it (its name shows then):
  // a Generate tapped before that asks for a photo instead.
  await expect(sheet.getByText('family.webp')).toBeVisible();
  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 60_000 });
  await preview.locator('..').screenshot({ path: info.outputPath('mug-generated.png') });
  const [photoPx = Buffer.alloc(0), renderPx = Buffer.alloc(0)] = await Promise.all(
    [productUrl, (await preview.getAttribute('src'))!].map(async (url) =>
      sharp(await (await page.request.get(url)).body())
        .resize(1024, 1024)
        .removeAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  // The caption's band is the flat art's bottom 19%; the caricature fills the rest.
  const captionChanges: Point[] = [];
  for (let y = 0; y < 1024; y++)
    for (let x = 0; x < 1024; x++) {
      const uv = cylinderInverse(body, x + 0.5, y + 0.5);
      if (!uv || uv[1] < 0.815) continue;
      const i = (y * 1024 + x) * 3;
      const diff = [0, 1, 2].reduce((sum, k) => sum + Math.abs(photoPx[i + k]! - renderPx[i + k]!), 0);
      if (diff > 90) captionChanges.push([x, y]);
    }
  const rendered = extentOf(captionChanges);
  for (const edge of ['x0', 'y0', 'x1', 'y1'] as const)
    expect(
      Math.abs(rendered[edge] - drafted[edge]),
      `${edge}: draft ${drafted[edge]}, render ${rendered[edge]}`,
    ).toBeLessThanOrEqual(0.02 * 1024);
});

function extentOf(points: Point[]): Box {
  expect(points.length).toBeGreaterThan(0);
  return {
    x0: Math.min(...points.map((p) => p[0])),
    y0: Math.min(...points.map((p) => p[1])),
    x1: Math.max(...points.map((p) => p[0])),
    y1: Math.max(...points.map((p) => p[1])),
  };
}

/** The point a handle's label ends with ("Point 2 of 4: 420, 400"). */
function pointIn(label: string): Point {
  const m = /(\d+), (\d+)$/.exec(label);
  return [Number(m?.[1]), Number(m?.[2])];
}

/** A tap lands within a CSS pixel, a few of the photo's 1024 on a phone's stage. */
const near = (a: Point, b: Point) => Math.abs(a[0] - b[0]) <= 3 && Math.abs(a[1] - b[1]) <= 3;

test('the owner draws the handle in front of the design on the photo, with taps and the keyboard', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const title = `Outlined Mug ${info.project.name}`;
  const mug = await mugPhoto();
  const send = await signInOwner(page);
  const id = await publishedProduct(send, {
    title,
    category: 'Mugs',
    photo: mug.image,
    alt: 'A white mug with its handle on the left',
    template: { area: mug.body, surface: 'mug-wrap', surfaceColor: '#f4f2ec' },
  });
  await page.goto(`/admin/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('live-sample')).toBeVisible();
  const stage = page.getByTestId('template-stage');
  await stage.scrollIntoViewIfNeeded();
  await stage.screenshot({ path: info.outputPath(`${info.project.name}-studio-cylinder-sample.png`) });
  await page.getByRole('radio', { name: /What stands in front/ }).check();

  const box = (await stage.boundingBox())!;
  const scale = box.width / 1024;
  const tap = async ([x, y]: Point) => {
    if (info.project.name === 'phone') await page.touchscreen.tap(box.x + x * scale, box.y + y * scale);
    else await page.mouse.click(box.x + x * scale, box.y + y * scale);
  };
  const status = page.getByTestId('occluder-status');
  const outline: Point[] = [
    [200, 400],
    [420, 400],
    [420, 660],
  ];
  for (const p of outline) await tap(p);
  await expect(status).toHaveText(/^Point 3 added at .*3 points outline/);
  await expect(page.getByRole('button', { name: /^Point \d of 3/ })).toHaveCount(3);
  await expect(page.getByTestId('occluder-outline')).toHaveAttribute('fill', /rgb/);

  // A dragged point follows the pointer and is announced once, where it is let go.
  const second = page.getByRole('button', { name: /^Point 2 of 3/ });
  const from = (await second.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  outline[1] = [440, 380];
  await page.mouse.move(box.x + 440 * scale, box.y + 380 * scale, { steps: 5 });
  await page.mouse.up();
  expect(near(pointIn((await second.getAttribute('aria-label'))!), outline[1])).toBe(true);
  await expect(status).toHaveText(/^Point 2 at \d+, \d+\.$/);

  // By keyboard: add a fourth point after the third, move it, then remove a stray fifth.
  // Focusing a point selects it: the next point goes in after it.
  await page.getByRole('button', { name: /^Point 3 of 3/ }).focus();
  await page.getByRole('button', { name: 'Add point' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^Point 4 added at \d+, \d+\./);
  const fourth = page.getByRole('button', { name: /^Point 4 of 4/ });
  const added = pointIn((await fourth.getAttribute('aria-label'))!);
  expect(near(added, [outline[2]![0] + 40, outline[2]![1]])).toBe(true);
  await fourth.focus();
  for (let i = 0; i < 13; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowUp');
  const moved: Point = [added[0] - 260, added[1] - 2];
  await expect(fourth).toHaveAttribute('aria-label', `Point 4 of 4, selected: ${moved[0]}, ${moved[1]}`);
  await expect(status).toHaveText(`Point 4 at ${moved[0]}, ${moved[1]}.`);
  await page.getByRole('button', { name: 'Add point' }).click();
  await expect(page.getByRole('button', { name: /^Point \d of 5/ })).toHaveCount(5);
  await page.getByRole('button', { name: /^Point 5 of 5/ }).focus();
  await page.keyboard.press('Delete');
  await expect(status).toHaveText('Point 5 removed. 4 points outline what stands in front.');
  // Focus goes back to the point before, so Delete keeps working without a mouse.
  await expect(page.getByRole('button', { name: /^Point 4 of 4/ })).toBeFocused();

  await stage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`${info.project.name}-studio-occluder.png`), fullPage: true });
  await stage.screenshot({ path: info.outputPath(`${info.project.name}-studio-occluder-stage.png`) });
  await lookedAt(page, info, 'studio-occluder');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();

  await page.reload();
  await page.getByRole('radio', { name: /What stands in front/ }).check();
  const saved = page.getByRole('button', { name: /^Point \d of 4/ });
  await expect(saved).toHaveCount(4);
  const labels = await saved.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const expected = [...outline, moved];
  labels.forEach((label, i) => expect(near(pointIn(label), expected[i]!), `${label}`).toBe(true));

  // Cleared and saved, the template has nothing in front again.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(status).toHaveText(/cleared/);
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await page.reload();
  await page.getByRole('radio', { name: /What stands in front/ }).check();
  await expect(page.getByRole('button', { name: /^Point \d/ })).toHaveCount(0);
});

test('the studio’s sample letters a Tamil and an Urdu name in the faces the shopper’s draft uses', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const fontFiles: string[] = [];
  page.on('request', (req) => fontFiles.push(new URL(req.url()).pathname));
  const title = `Scripts Board ${info.project.name}`;
  const photo = await angledBoardPhoto('from-right');
  const send = await signInOwner(page);
  const id = await publishedProduct(send, {
    title,
    category: 'Nameplates',
    photo: photo.image,
    alt: 'A mango wood name board at an angle on a table',
    template: { area: photo.face, surface: 'board', surfaceColor: '#8b5a2b', material: 'mango' },
  });
  await page.goto(`/admin/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const sample = page.getByTestId('live-sample');
  await expect(sample).toBeVisible();
  const stage = page.getByTestId('template-stage');
  const faces = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.status === 'loaded' && f.family.replace(/"/g, '').startsWith('kaarigar-draft-'))
        .map((f) => f.unicodeRange),
    );

  for (const { name, file, range, shot } of [
    { name: 'சர்மா இல்லம்', file: /\/(NotoSansTamil|BalooThambi2)_[\w-]+\.ttf$/, range: /^U\+B80-BFF$/i, shot: 'tamil' },
    {
      name: 'شرما ہاؤس 42',
      file: /\/(NotoNastaliqUrdu|NotoNaskhArabic)_[\w-]+\.ttf$/,
      range: /^U\+600-6FF/i,
      shot: 'urdu',
    },
  ]) {
    await page.getByLabel('Sample name').fill(name);
    // The sample waits for its faces, then draws: the server's file for the script, for its block.
    await expect.poll(() => fontFiles.filter((f) => file.test(f)).length).toBeGreaterThan(0);
    await expect.poll(faces).toContainEqual(expect.stringMatching(range));
    await expect(sample).toBeVisible();
    await stage.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${info.project.name}-studio-${shot}.png`) });
    await stage.screenshot({ path: info.outputPath(`${info.project.name}-studio-${shot}-stage.png`) });
  }
});
