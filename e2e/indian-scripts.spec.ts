import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { changedColumns, changedExtent, correlation, type Box } from './preview-pixels';

const BOARD = 'Sheesham Wood House Name Board';
const TAMIL = 'சர்மா இல்லம்';

/**
 * Issue 30 on a phone: a shopper letters a house name board in Tamil. The live draft draws the
 * name with the Tamil font the server renders with (loaded when the name first uses Tamil), the
 * server's preview puts the same lettering in the same place, and the board goes to the cart. A
 * character no offered font can draw is refused at the field, by name.
 */

/** The inked extent of the draft canvas, in the 1024 px master's pixels, or null when empty. */
function draftInk(sheet: Locator): Promise<Box | null> {
  return sheet.getByTestId('live-draft').evaluate((canvas: HTMLCanvasElement) => {
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const box = { x0: width, y0: height, x1: -1, y1: -1 };
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

/** How many inked pixels each column of the draft canvas has (its lettering's profile, left to right). */
function draftColumns(sheet: Locator): Promise<number[]> {
  return sheet.getByTestId('live-draft').evaluate((canvas: HTMLCanvasElement) => {
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const columns = new Array<number>(width).fill(0);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if ((data[(y * width + x) * 4 + 3] ?? 0) > 128) columns[x]! += 1;
    return columns;
  });
}

/** The distinct colours (RGB, to 8 levels a channel) of the draft's solid ink: one for lettering in one ink. */
function draftInkColours(sheet: Locator): Promise<number> {
  return sheet.getByTestId('live-draft').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4)
      if ((data[i + 3] ?? 0) > 240)
        colours.add(((data[i]! >> 5) << 6) | ((data[i + 1]! >> 5) << 3) | (data[i + 2]! >> 5));
    return colours.size;
  });
}

/** The draft's font faces that are loaded, as "family range" (the range only for a script's face). */
function loadedDraftFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.status === 'loaded' && f.family.replace(/"/g, '').startsWith('kaarigar-draft-'))
      .map((f) => `${f.family.replace(/"/g, '')} ${f.unicodeRange}`),
  );
}

async function openBoard(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Nameboards' }).click();
  await page.getByRole('button', { name: `Customize ${BOARD}` }).click();
  const sheet = page.getByRole('dialog', { name: BOARD });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('a Tamil name: drawn in the Tamil font in the live draft, previewed in the same place, added to the cart', async ({
  page,
}, testInfo) => {
  const fontFiles: string[] = [];
  page.on('request', (req) => {
    if (/\.ttf$/.test(new URL(req.url()).pathname)) fontFiles.push(new URL(req.url()).pathname);
  });
  const sheet = await openBoard(page);
  const preview = sheet.getByTestId('preview-image');
  const productUrl = (await preview.getAttribute('src'))!.replace(/\/\d+\.webp$/, '/1024.webp');
  const name = sheet.getByRole('textbox', { name: 'Name', exact: true });

  // A Latin name loads no script face.
  await name.fill('Sharma Illam');
  await expect(sheet.getByTestId('live-draft')).toHaveAttribute('data-drawn', 'true');
  const latin = (await draftInk(sheet))!;
  expect(fontFiles.filter((f) => /Tamil|Thambi/.test(f))).toEqual([]);

  await name.fill(TAMIL);
  await expect(name).toHaveValue(TAMIL);
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(sheet.getByTestId('live-draft')).toHaveAttribute('data-drawn', 'true');
  // The Tamil face of the draft's lettering, for Tamil's block only: the server's own file.
  await expect.poll(() => fontFiles.filter((f) => /NotoSansTamil_|BalooThambi2_/.test(f)).length).toBeGreaterThan(0);
  await expect
    .poll(() => loadedDraftFaces(page))
    .toContainEqual(expect.stringMatching(/^kaarigar-draft-\w+ U\+B80-BFF$/i));
  await expect(sheet.getByText('Live draft')).toBeVisible();
  const draft = (await draftInk(sheet))!;
  expect(draft).not.toEqual(latin);
  await sheet
    .getByTestId('preview-image')
    .locator('..')
    .screenshot({ path: testInfo.outputPath('tamil-draft.png') });

  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(sheet.getByTestId('final-price')).toBeVisible({ timeout: 20_000 });
  await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//);
  await expect(sheet.getByRole('status')).toHaveText('');
  await preview.locator('..').screenshot({ path: testInfo.outputPath('tamil-preview.png') });

  // Same lettering in the same place: a fallback font (or boxes) in the draft would not match the
  // server's Tamil ink edge for edge (2% of the image, as in the live-draft journey).
  const rendered = (await changedExtent(page, (await preview.getAttribute('src'))!, productUrl))!;
  expect(rendered).not.toBeNull();
  for (const edge of ['x0', 'y0', 'x1', 'y1'] as const) {
    expect(
      Math.abs(rendered[edge] - draft[edge]),
      `${edge}: draft ${draft[edge]}, render ${rendered[edge]}`,
    ).toBeLessThanOrEqual(0.02 * 1024);
  }

  await sheet.getByRole('button', { name: 'Select Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Selection' });
  await dialog.getByRole('radio', { name: '12 x 8 in' }).check();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').getByText('Added to cart')).toBeVisible();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(drawer.getByTestId('cart-line').getByText(`Name: ${TAMIL}`)).toBeVisible();
});

test('a name with a character no lettering font draws is refused at the field, naming the character', async ({
  page,
}) => {
  const sheet = await openBoard(page);
  const name = sheet.getByRole('textbox', { name: 'Name', exact: true });
  // Tibetan KA: no font of any lettering role has it.
  await name.fill('சர்மா ཀ');
  const message =
    'Name has “ཀ” (U+0F40), which none of our lettering fonts can draw. Please remove it or type it another way';
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.getByText(message)).toBeVisible();
  await expect(name).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.()+]/g, '\\$&')}`));

  // Removing it clears the message.
  await name.fill(TAMIL);
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(sheet.getByText(message)).toHaveCount(0);
});

/** Types `text` as the name, generates the preview and returns the draft's and the preview's column profiles. */
async function draftAndPreview(page: Page, sheet: Locator, text: string, shots: string) {
  const preview = sheet.getByTestId('preview-image');
  const productUrl = (await preview.getAttribute('src'))!.replace(/\/\d+\.webp$/, '/1024.webp');
  await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill(text);
  await expect(sheet.getByTestId('live-draft')).toHaveAttribute('data-drawn', 'true');
  const draft = await draftColumns(sheet);
  await preview.locator('..').screenshot({ path: `${shots}-draft.png` });
  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 20_000 });
  await expect(sheet.getByRole('status')).toHaveText('');
  await preview.locator('..').screenshot({ path: `${shots}-preview.png` });
  return { draft, rendered: await changedColumns(page, (await preview.getAttribute('src'))!, productUrl) };
}

test('an Urdu name with a Latin word and a number in it: the draft orders the runs as the preview does', async ({
  page,
}, testInfo) => {
  const fontFiles: string[] = [];
  page.on('request', (req) => fontFiles.push(new URL(req.url()).pathname));
  const sheet = await openBoard(page);
  // Right to left, with "Sharma 42" left to right inside it: ہاؤس on the left, شرما on the right.
  const { draft, rendered } = await draftAndPreview(page, sheet, 'شرما Sharma 42 ہاؤس', testInfo.outputPath('urdu'));
  // The field reads from the right too, as the lettering does.
  expect(
    await sheet.getByRole('textbox', { name: 'Name', exact: true }).evaluate((el) => el.matches(':dir(rtl)')),
  ).toBe(true);
  expect(fontFiles.filter((f) => /NotoNastaliqUrdu_[\w-]+\.ttf$/.test(f)).length).toBeGreaterThan(0);
  await sheet
    .getByTestId('preview-image')
    .locator('..')
    .screenshot({ path: testInfo.outputPath('urdu-preview.png') });
  const same = correlation(draft, rendered);
  // The same words in the other order (as a left-to-right paragraph would put them) match worse.
  // Measured: 0.79 against 0.37; the engraving's shaded walls and Nastaliq's sloping words keep
  // the profiles of two text engines from matching more closely than that.
  const mirrored = correlation([...draft].reverse(), rendered);
  const why = `draft against preview ${same.toFixed(2)}, mirrored ${mirrored.toFixed(2)}`;
  expect(same, why).toBeGreaterThan(0.7);
  expect(same - mirrored, why).toBeGreaterThan(0.25);
});

test('an emoji in a name: the draft draws it in the server’s emoji font, in the ink, where the preview has it', async ({
  page,
}, testInfo) => {
  const fontFiles: string[] = [];
  page.on('request', (req) => fontFiles.push(new URL(req.url()).pathname));
  const sheet = await openBoard(page);
  await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill('Sharma 🌸');
  await expect(sheet.getByTestId('live-draft')).toHaveAttribute('data-drawn', 'true');
  await expect.poll(() => fontFiles.filter((f) => /NotoEmoji_[\w-]+\.ttf$/.test(f)).length).toBeGreaterThan(0);
  await expect.poll(() => loadedDraftFaces(page)).toContainEqual(expect.stringMatching(/U\+1F000-1FAFF/i));
  // Noto Emoji is an outline font: the flower is in the board's one ink, not the phone's colours.
  expect(await draftInkColours(sheet)).toBeLessThanOrEqual(2);
  const { draft, rendered } = await draftAndPreview(page, sheet, 'Sharma 🌸', testInfo.outputPath('emoji'));
  expect(correlation(draft, rendered)).toBeGreaterThan(0.8);
});
