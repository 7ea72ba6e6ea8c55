import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MISSING_WARNING } from '../../../contracts/production';
import { ATTRIBUTE_KEYS } from '../../commerce/line-attributes';
import { ProductionService } from '../../production/production-service';
import { BOARD_ATTRIBUTES, placeLine, uploadPhoto, variantOn } from '../../production/production-test-kit';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('production file routes on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  let board: { orderId: string; lineId: string };
  const url = (line: { orderId: string; lineId: string }, ext = '') =>
    `/api/admin/orders/${line.orderId}/lines/${line.lineId}/production${ext}`;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'asha-owner');
    maker = await signInAs(t.app, 'ravi-maker', 'maker');
    board = await placeLine(t.app, variantOn(t.app, 'board', '12 x 8 in'), BOARD_ATTRIBUTES);
  });
  afterAll(() => t.close());

  it('answers 401 without a session on every production route', async () => {
    for (const ext of ['', '.svg', '.pdf', '.png']) {
      const res = await t.app.inject({ method: 'GET', url: url(board, ext) });
      expect(res.statusCode, ext).toBe(401);
    }
  });

  it('lets the owner and a maker download the board SVG and PDF as attachments', async () => {
    for (const who of [owner, maker]) {
      const svg = await t.app.inject({ method: 'GET', url: url(board, '.svg'), headers: who.headers });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.headers['content-disposition']).toMatch(/^attachment; filename="KG-\d+-[a-z0-9-]+\.svg"$/);
      expect(svg.body).toContain('width="304.8mm" height="203.2mm"');
      const pdf = await t.app.inject({ method: 'GET', url: url(board, '.pdf'), headers: who.headers });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const listed = await t.app.inject({ method: 'GET', url: url(board), headers: maker.headers });
    expect(listed.json()).toEqual({
      files: [
        { kind: 'svg', url: url(board, '.svg') },
        { kind: 'pdf', url: url(board, '.pdf') },
      ],
    });
  });

  it('answers 404 for a format the line has no file in, and for an unknown line', async () => {
    const png = await t.app.inject({ method: 'GET', url: url(board, '.png'), headers: owner.headers });
    expect(png.statusCode).toBe(404);
    const other = { orderId: board.orderId, lineId: '00000000-0000-4000-8000-000000000000' };
    expect((await t.app.inject({ method: 'GET', url: url(other, '.svg'), headers: owner.headers })).statusCode).toBe(
      404,
    );
  });

  it('lists on the order page and in the queue only the files a line has: none for bunting', async () => {
    const bunting = await placeLine(t.app, variantOn(t.app, 'bunting'), { [ATTRIBUTE_KEYS.childName]: 'Aarav' });
    const detail = async (line: { orderId: string }) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${line.orderId}`, headers: owner.headers })).json<{
        lines: { files: { kind: string; url: string }[] }[];
      }>();
    expect((await detail(board)).lines[0]?.files).toEqual([
      { kind: 'svg', url: url(board, '.svg') },
      { kind: 'pdf', url: url(board, '.pdf') },
    ]);
    expect((await detail(bunting)).lines[0]?.files).toEqual([]);
    const production = await t.app.inject({ method: 'GET', url: url(bunting), headers: owner.headers });
    expect(production.json()).toMatchObject({ files: [], unavailable: expect.any(String) });
    for (const ext of ['.svg', '.pdf']) {
      const res = await t.app.inject({ method: 'GET', url: url(bunting, ext), headers: owner.headers });
      expect(res.statusCode, ext).toBe(404);
    }
  });

  it('never serves a stored production file on the public objects route', async () => {
    await t.app.inject({ method: 'GET', url: url(board, '.svg'), headers: owner.headers });
    const key = ProductionService.keyFor(board.lineId, 'svg');
    expect(await t.app.objectStore.exists(key)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/objects/${key}` })).statusCode).toBe(404);
  });

  it('serves the mug wrap PNG and warns about a photo below 150 DPI', async () => {
    const mug = await placeLine(t.app, variantOn(t.app, 'mug-wrap', '11oz'), {
      [ATTRIBUTE_KEYS.line1]: 'Happy Birthday',
      [ATTRIBUTE_KEYS.style]: 'disney',
      [ATTRIBUTE_KEYS.userImageUrl]: await uploadPhoto(t.app, 300, 400),
    });
    const listed = await t.app.inject({ method: 'GET', url: url(mug), headers: owner.headers });
    expect(listed.json()).toMatchObject({
      files: [{ kind: 'png', url: url(mug, '.png') }],
      lowResolution: true,
      warning: 'The photo is below 150 DPI at print size and may print blurry.',
    });
    const png = await t.app.inject({ method: 'GET', url: url(mug, '.png'), headers: maker.headers });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/\.png"$/);
    const svg = await t.app.inject({ method: 'GET', url: url(mug, '.svg'), headers: owner.headers });
    expect(svg.statusCode).toBe(404);
  }, 120_000);

  it('gives a mug line without a photo its wrap with the caption, and says the photo is missing', async () => {
    // A Shopify line whose _userImage was dropped as foreign, or a direct API call, has none.
    const mug = await placeLine(t.app, variantOn(t.app, 'mug-wrap', '11oz'), {
      [ATTRIBUTE_KEYS.line1]: 'Happy Birthday',
      [ATTRIBUTE_KEYS.style]: 'disney',
    });
    const listed = await t.app.inject({ method: 'GET', url: url(mug), headers: owner.headers });
    expect(listed.json()).toStrictEqual({
      files: [{ kind: 'png', url: url(mug, '.png') }],
      photoMissing: true,
      warning: PHOTO_MISSING_WARNING,
    });
    const png = await t.app.inject({ method: 'GET', url: url(mug, '.png'), headers: maker.headers });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    // The wrap at its print size, with something drawn on it: the caption and the empty photo frame.
    const { data, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThan(2000);
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4 * 97) if (data[i]! > 0) drawn++;
    expect(drawn).toBeGreaterThan(100);
  }, 120_000);
});
