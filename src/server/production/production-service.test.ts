import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { LAYOUT_VERSION, ProductionService } from './production-service';
import { BOARD_ATTRIBUTES, placeLine, uploadPhoto, variantOn } from './production-test-kit';

const MM = (s: string | undefined) => Number(s?.replace(/mm$/, ''));

describe.each(testBackends)('production files on $name', (backend) => {
  let t: TestApp;
  let service: ProductionService;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    service = t.app.production;
  });
  afterAll(() => t.close());

  it('draws a 12 x 8 in board as a 304.8 x 203.2 mm SVG with outlined lettering on named layers', async () => {
    const { orderId, lineId } = await placeLine(t.app, variantOn(t.app, 'board', '12 x 8 in'), BOARD_ATTRIBUTES);
    const file = await service.file(orderId, lineId, 'svg');
    const svg = file.body.toString('utf8');
    const root = /<svg [^>]*>/.exec(svg)?.[0] ?? '';
    expect(MM(/ width="([^"]+)"/.exec(root)?.[1])).toBeCloseTo(304.8, 3);
    expect(MM(/ height="([^"]+)"/.exec(root)?.[1])).toBeCloseTo(203.2, 3);
    expect(root).toContain('width="304.8mm"');
    expect(root).toContain('viewBox="0 0 304.8 203.2"');
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).toMatch(/<g id="cut" inkscape:groupmode="layer" inkscape:label="Cut outline">/);
    expect(svg).toMatch(/<g id="artwork" inkscape:groupmode="layer" inkscape:label="Engraving">/);
    expect(file.contentType).toBe('image/svg+xml');
    expect(file.filename).toMatch(/^KG-\d+-[a-z0-9-]+-[0-9a-f]{8}\.svg$/);
    // The lettering is there: the artwork layer holds filled glyph paths, and it rasterises to ink.
    const artwork = svg.slice(svg.indexOf('<g id="artwork"'));
    expect((artwork.match(/<path d="M/g) ?? []).length).toBeGreaterThanOrEqual(2);
    const { info } = await sharp(file.body).png().toBuffer({ resolveWithObject: true });
    expect(info.width / info.height).toBeCloseTo(304.8 / 203.2, 2);
  });

  it('draws a kids plate at its A4 size, each letter an outline in its colour', async () => {
    const found = variantOn(t.app, 'plate', 'A4');
    const { orderId, lineId } = await placeLine(t.app, found, { [ATTRIBUTE_KEYS.childName]: 'Aarav' });
    const svg = (await service.file(orderId, lineId, 'svg')).body.toString('utf8');
    expect(svg).toContain('width="297mm" height="210mm" viewBox="0 0 297 210"');
    expect(svg).not.toMatch(/<text[\s>]/);
    const artwork = svg.slice(svg.indexOf('<g id="artwork"'));
    // Five letters, each drawn twice: its white outline, then its colour.
    expect((artwork.match(/<path /g) ?? []).length).toBe(10);
    const pdf = await PDFDocument.load((await service.file(orderId, lineId, 'pdf')).body);
    expect(pdf.getPage(0).getSize().width).toBeCloseTo((297 * 72) / 25.4, 3);
  });

  it('carries a plate’s decoration: the stars of a space plate and the burst of a comic one, behind the letters', async () => {
    const found = variantOn(t.app, 'plate', 'A4');
    const artwork = async (prompt: string) => {
      const { orderId, lineId } = await placeLine(t.app, found, {
        [ATTRIBUTE_KEYS.childName]: 'Aarav',
        [ATTRIBUTE_KEYS.aiPrompt]: prompt,
      });
      const svg = (await service.file(orderId, lineId, 'svg')).body.toString('utf8');
      return svg.slice(svg.indexOf('<g id="artwork"'));
    };
    const space = await artwork('a space theme with rockets');
    const stars = space.match(/<path [^>]*transform="matrix[^"]*" fill="#ffc93c"/g) ?? [];
    expect(stars.length).toBeGreaterThanOrEqual(3);
    // Drawn first, so the letters (ten paths: five outlines, five fills) stay on top.
    expect(space.indexOf('fill="#ffc93c"')).toBeLessThan(space.indexOf('fill="#ffffff"'));

    const comic = await artwork('superhero comic');
    expect(comic).toMatch(/<path [^>]*fill="#d62828" stroke="#d62828"/);
    expect(comic).toMatch(/<path [^>]*fill="#fde047"/);
  });

  it('writes the board PDF one page the size of the board, with a layer per group and no fonts', async () => {
    const found = variantOn(t.app, 'board', '18 x 12 in');
    const { orderId, lineId } = await placeLine(t.app, found, BOARD_ATTRIBUTES);
    const file = await service.file(orderId, lineId, 'pdf');
    expect(file.contentType).toBe('application/pdf');
    const pdf = await PDFDocument.load(file.body);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(18 * 72, 3);
    expect(height).toBeCloseTo(12 * 72, 3);
    const ocgs = pdf.catalog.lookup(PDFName.of('OCProperties'), PDFDict).lookup(PDFName.of('OCGs'), PDFArray);
    const labels = ocgs
      .asArray()
      .map((ref) => pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('Name'), PDFHexString).decodeText());
    expect(labels).toEqual(['Cut outline', 'Engraving']);
    expect(file.body.toString('latin1')).not.toContain('/FontFile');
  });

  it('prints a 11oz mug wrap as a 2550 x 1050 px PNG at 300 DPI in sRGB', async () => {
    const found = variantOn(t.app, 'mug-wrap', '11oz');
    const photo = await uploadPhoto(t.app, 1800, 2400);
    const { orderId, lineId } = await placeLine(t.app, found, {
      [ATTRIBUTE_KEYS.line1]: 'Best Amma Ever',
      [ATTRIBUTE_KEYS.style]: 'ghibli',
      [ATTRIBUTE_KEYS.userImageUrl]: photo,
    });
    const file = await service.file(orderId, lineId, 'png');
    const meta = await sharp(file.body).metadata();
    expect([meta.width, meta.height, meta.density, meta.format, meta.space]).toEqual([2550, 1050, 300, 'png', 'srgb']);
    expect(file.body.includes(Buffer.from('pHYs'))).toBe(true);
    expect(await service.describe(orderId, lineId)).toMatchObject({ formats: ['png'], lowResolution: false });
  }, 120_000);

  it('warns when the uploaded photo is below 150 DPI at print size', async () => {
    const photo = await uploadPhoto(t.app, 300, 400);
    const { orderId, lineId } = await placeLine(t.app, variantOn(t.app, 'mug-wrap'), {
      [ATTRIBUTE_KEYS.style]: 'pixar',
      [ATTRIBUTE_KEYS.userImageUrl]: photo,
    });
    const described = await service.describe(orderId, lineId);
    expect(described.lowResolution).toBe(true);
    expect(described.photoDpi).toBeLessThan(150);
  });

  it('generates a file once, stores it under the layout version and serves the stored copy after', async () => {
    const { orderId, lineId } = await placeLine(t.app, variantOn(t.app, 'board'), BOARD_ATTRIBUTES);
    const key = ProductionService.keyFor(lineId, 'svg');
    expect(key).toBe(`production/v${LAYOUT_VERSION}/${lineId}.svg`);
    expect(await t.app.objectStore.exists(key)).toBe(false);
    const first = await service.file(orderId, lineId, 'svg');
    expect((await t.app.objectStore.get(key))?.body.equals(first.body)).toBe(true);
    // A stored file is served as it is, not drawn again.
    const marked = Buffer.concat([first.body, Buffer.from('<!-- stored -->')]);
    await t.app.objectStore.put(key, marked, 'image/svg+xml');
    expect((await service.file(orderId, lineId, 'svg')).body.equals(marked)).toBe(true);
  });

  it('has no PNG for a board, no SVG for a mug, and no line under another order', async () => {
    const board = await placeLine(t.app, variantOn(t.app, 'board'), BOARD_ATTRIBUTES);
    await expect(service.file(board.orderId, board.lineId, 'png')).rejects.toMatchObject({ code: 'not_found' });
    const mug = await placeLine(t.app, variantOn(t.app, 'mug-wrap'), {});
    await expect(service.file(mug.orderId, mug.lineId, 'svg')).rejects.toMatchObject({ code: 'not_found' });
    await expect(service.file(mug.orderId, board.lineId, 'svg')).rejects.toMatchObject({ code: 'not_found' });
    await expect(service.file(board.orderId, 'not-a-uuid', 'svg')).rejects.toMatchObject({ code: 'not_found' });
  });
});
