import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { changedExtent, type Box } from './preview-pixels';

/**
 * The live draft (GitHub issue 13): typing a name on a name board draws it on the product photo
 * in the browser after every keystroke, with no preview call, and Generate's server-rendered
 * preview puts the same lettering in the same place.
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

test('typing a name draws it on the board at once, and Generate puts the same lettering in the same place', async ({
  page,
}, testInfo) => {
  // Twelve keystrokes, each read back from the canvas: about 20 s alone at desktop size, and
  // more than twice that beside another journey on a busy 2-core machine (past the default 45 s).
  test.setTimeout(90_000);
  const previewCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/products/customize/')) previewCalls.push(req.url());
  });
  await page.goto('/');
  await page.getByRole('tab', { name: 'Nameboards' }).click();
  await page.getByRole('button', { name: 'Customize Sheesham Wood House Name Board' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sheesham Wood House Name Board' });
  await expect(sheet).toBeVisible();
  const preview = sheet.getByTestId('preview-image');
  const productUrl = (await preview.getAttribute('src'))!.replace(/\/\d+\.webp$/, '/1024.webp');
  await expect(sheet.getByText('Live draft')).toHaveCount(0);

  const name = sheet.getByRole('textbox', { name: 'Name', exact: true });
  let typed = '';
  let previous: Box | null = null;
  for (const key of 'Sharma Niwas') {
    await name.press(key === ' ' ? 'Space' : key);
    typed += key;
    await expect(name).toHaveValue(typed);
    await expect(sheet.getByTestId('live-draft')).toHaveAttribute('data-drawn', 'true');
    await expect(sheet.getByText('Live draft')).toBeVisible();
    // Each keystroke redraws: the lettering grows with the name (a space adds no ink).
    const ink = await draftInk(sheet);
    expect(ink, `ink after "${typed}"`).not.toBeNull();
    if (previous && key !== ' ') expect(ink).not.toEqual(previous);
    previous = ink;
  }
  expect(previewCalls).toEqual([]);
  await sheet
    .getByTestId('preview-image')
    .locator('..')
    .screenshot({ path: testInfo.outputPath('draft.png') });
  const draft = (await draftInk(sheet))!;

  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(sheet.getByTestId('final-price')).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//);
  await expect(sheet.getByRole('status')).toHaveText('');
  expect(previewCalls).toHaveLength(1);
  await expect(sheet.getByText('Live draft')).toHaveCount(0);
  await expect(sheet.getByText('Your preview')).toBeVisible();
  await preview.locator('..').screenshot({ path: testInfo.outputPath('generated.png') });

  const rendered = (await changedExtent(page, (await preview.getAttribute('src'))!, productUrl))!;
  expect(rendered).not.toBeNull();
  // Same place: every edge within 2% of the image (the engraving's shaded walls reach a few
  // pixels past the ink; the two text engines' anti-aliasing differs by a pixel or two).
  const tolerance = 0.02 * 1024;
  for (const edge of ['x0', 'y0', 'x1', 'y1'] as const) {
    expect(
      Math.abs(rendered[edge] - draft[edge]),
      `${edge}: draft ${draft[edge]}, render ${rendered[edge]}`,
    ).toBeLessThanOrEqual(tolerance);
  }
});
