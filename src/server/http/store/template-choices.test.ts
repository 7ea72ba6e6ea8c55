import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioProduct } from '../../../contracts/admin-products';
import { catalogImageKeyOf } from '../../../contracts/own-urls';
import type { PrintArea } from '../../../contracts/print-area';
import type { Product } from '../../../contracts/products';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

interface Refusal {
  error: string;
  issues?: { path: string; message: string }[];
}

/**
 * A template's fonts, colours and lower character limits (issue 19, item 3): kept by the studio,
 * carried by the catalogue, and held by the server on every preview and cart line.
 */
describe.each(testBackends)("a template's lettering choices on $name", (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'choices-owner', 'owner');
    maker = await signInAs(t.app, 'choices-maker', 'maker');
  });
  afterAll(async () => t?.close());

  /** A listed product of a category, and the image its first variant is personalised on. */
  const pieceOf = (category: string) => {
    const product = t.app.catalog.list(category)[0] as Product;
    const variant = product.variants[0]!;
    const imageUrl = variant.image?.url ?? product.images[0]!.url;
    const image = t.app.catalog.findImageByUrl(imageUrl)!;
    return { product, variant, imageUrl, imageKey: catalogImageKeyOf(imageUrl)!, area: image.printArea };
  };
  const templateUrl = (productId: string, imageKey: string) =>
    `/api/admin/products/${productId}/images/${imageKey}/template`;
  /** The image's template as it is, as the studio sends it back, with the choices given. */
  const templateWith = (area: PrintArea, choices: object) => ({
    area: { kind: 'rect', x: area.x, y: area.y, width: area.width, height: area.height },
    surface: area.surface,
    surfaceColor: area.surfaceColor,
    ...(area.material ? { material: area.material } : {}),
    ...choices,
  });
  const put = (url: string, body: object, session: StaffSession | null = owner) =>
    t.app.inject({ method: 'PUT', url, payload: body, headers: session?.headers ?? {} });
  const studioImage = async (productId: string, imageKey: string) => {
    const res = await t.app.inject({ url: `/api/admin/products/${productId}`, headers: owner.headers });
    return res.json<{ product: StudioProduct }>().product.images.find((i) => i.id === imageKey)!;
  };
  const preview = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/products/customize/${path}`, payload });
  const addToCart = (product: Product, variantId: string, customization: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: product.id, selectedVariantId: variantId },
        customization,
        quantity: 1,
        cartId: null,
        clientItemId: `item-${Math.random()}`,
      },
    });
  const refusedAt = (res: { statusCode: number; json: () => unknown; body: string }, path: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as Refusal;
    const issue = body.issues?.find((i) => i.path === path);
    expect(issue, res.body).toBeDefined();
    return issue!.message;
  };

  describe('on a name board', () => {
    let board: ReturnType<typeof pieceOf>;
    let url: string;
    const choices = { fonts: ['Script', 'bold'], colors: ['#1a1a1a', '#C9A227'], limits: { name: 8, houseNumber: 4 } };

    beforeAll(async () => {
      board = pieceOf('Nameplates');
      url = templateUrl(board.product.id, board.imageKey);
      const res = await put(url, templateWith(board.area, choices));
      expect(res.statusCode, res.body).toBe(200);
    });

    it('keeps them with the template, and the shopper catalogue carries them with the print area', async () => {
      const kept = { fonts: ['script', 'bold'], colors: ['#C9A227', '#1A1A1A'], limits: { name: 8, houseNumber: 4 } };
      expect((await studioImage(board.product.id, board.imageKey)).printArea).toMatchObject(kept);
      const listed = (await t.app.inject({ url: '/api/products?category=Nameplates' })).json<Product[]>();
      const image = listed.flatMap((p) => p.images).find((i) => i.url === board.imageUrl);
      expect(image?.printArea).toMatchObject(kept);
    });

    it.each([
      ['a name limit above 20', { limits: { name: 21 } }, 'limits.name', 'cannot be above 20 characters'],
      ['a house number limit above 10', { limits: { houseNumber: 11 } }, 'limits.houseNumber', 'cannot be above 10'],
      ['an empty font list', { fonts: [] }, 'fonts', 'Choose at least one font'],
      ['an unknown font', { fonts: ['serif', 'wingdings'] }, 'fonts.1', 'Unknown font "wingdings"'],
      ['a colour off the palette', { colors: ['#00ff00'] }, 'colors.0', 'not in the lettering palette'],
    ])('refuses %s at its field and changes nothing', async (_what, bad, path, message) => {
      const before = (await studioImage(board.product.id, board.imageKey)).printArea;
      expect(refusedAt(await put(url, templateWith(board.area, { ...choices, ...bad })), path)).toContain(message);
      expect((await studioImage(board.product.id, board.imageKey)).printArea).toEqual(before);
    });

    it('lets only the owner change them: 401 signed out, 403 for a maker, 403 without the CSRF token', async () => {
      const body = templateWith(board.area, { fonts: ['serif'] });
      expect((await put(url, body, null)).statusCode).toBe(401);
      expect((await put(url, body, maker)).statusCode).toBe(403);
      const noToken = await t.app.inject({ method: 'PUT', url, payload: body, headers: { cookie: owner.cookie } });
      expect(noToken.statusCode).toBe(403);
      expect((await studioImage(board.product.id, board.imageKey)).printArea?.fonts).toEqual(['script', 'bold']);
    });

    it('refuses a preview in a font or colour not offered, or over the lower limits, naming the field', async () => {
      const ok = {
        name: 'Sharma',
        houseNumber: 'B-12',
        productImageUrl: board.imageUrl,
        font: 'script',
        color: '#C9A227',
      };
      expect(refusedAt(await preview('nameplate', { ...ok, font: 'serif' }), 'font')).toBe(
        'Font must be Script or Bold for this product',
      );
      expect(refusedAt(await preview('nameplate', { ...ok, font: 'cursive' }), 'font')).toContain('Script or Bold');
      expect(refusedAt(await preview('nameplate', { ...ok, color: '#8B4513' }), 'color')).toBe(
        'Colour must be Gold or Black for this product',
      );
      expect(refusedAt(await preview('nameplate', { ...ok, name: 'Sharma Niwas' }), 'name')).toBe(
        'Name must be at most 8 characters',
      );
      expect(refusedAt(await preview('nameplate', { ...ok, houseNumber: 'B-1234' }), 'houseNumber')).toBe(
        'House number must be at most 4 characters',
      );
      // Another call for the same photo is held to the board's own limit.
      expect(
        refusedAt(await preview('generic', { text: 'Sharma Niwas', productImageUrl: board.imageUrl }), 'text'),
      ).toBe('Text must be at most 8 characters');
    });

    it('draws a preview that keeps to them', async () => {
      const res = await preview('nameplate', {
        name: 'Sharma',
        houseNumber: 'B-12',
        productImageUrl: board.imageUrl,
        font: 'Script',
        color: '#c9a227',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ success: boolean }>().success).toBe(true);
    });

    it('refuses a cart line in a font or colour not offered, or over the lower limit', async () => {
      const ok = { name: 'Sharma', houseNumber: 'B-12', font: 'bold', color: '#1A1A1A' };
      const add = (over: object) => addToCart(board.product, board.variant.id, { ...ok, ...over });
      expect(refusedAt(await add({ font: 'playful' }), 'customization.font')).toBe(
        'Font must be Script or Bold for this product',
      );
      expect(refusedAt(await add({ color: '#FFFFFF' }), 'customization.color')).toContain('Gold or Black');
      expect(refusedAt(await add({ name: 'Sharma Niwas' }), 'customization.name')).toBe(
        'Name must be at most 8 characters',
      );
      expect(refusedAt(await add({ houseNumber: 'Flat 12' }), 'customization.houseNumber')).toBe(
        'House number must be at most 4 characters',
      );
      const added = await add({});
      expect(added.statusCode, added.body).toBe(200);
    });

    it('goes back to the shop standard when the owner clears them', async () => {
      expect((await put(url, templateWith(board.area, {}))).statusCode).toBe(200);
      const area = (await studioImage(board.product.id, board.imageKey)).printArea;
      expect([area?.fonts, area?.colors, area?.limits]).toEqual([undefined, undefined, undefined]);
      const res = await addToCart(board.product, board.variant.id, {
        name: 'Sharma Niwas Villa',
        font: 'serif',
        color: '#8B4513',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe("on a kids plate, the child's name", () => {
    let plate: ReturnType<typeof pieceOf>;

    beforeAll(async () => {
      plate = pieceOf('Kids Buntings');
      const res = await put(
        templateUrl(plate.product.id, plate.imageKey),
        templateWith(plate.area, { limits: { childName: 5 } }),
      );
      expect(res.statusCode, res.body).toBe(200);
    });

    it('is held to its lower limit by every preview call and in the cart, as the sheet sends it', async () => {
      expect(
        refusedAt(await preview('kids', { childName: 'Aaravv', productImageUrl: plate.imageUrl }), 'childName'),
      ).toBe('Child name must be at most 5 characters');
      expect(refusedAt(await preview('nameplate', { name: 'Aaravv', productImageUrl: plate.imageUrl }), 'name')).toBe(
        'Child name must be at most 5 characters',
      );
      // The sheet sends a kids plate's name as `name`.
      expect(
        refusedAt(await addToCart(plate.product, plate.variant.id, { name: 'Aaravv' }), 'customization.name'),
      ).toBe('Child name must be at most 5 characters');
      const ok = await addToCart(plate.product, plate.variant.id, {
        name: 'Aarav',
        font: 'anything',
        color: '#123456',
      });
      expect(ok.statusCode, ok.body).toBe(200);
    });
  });
});
