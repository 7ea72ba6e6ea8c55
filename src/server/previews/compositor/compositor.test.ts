import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PreviewError, type PreviewRequest, type ProductSurface } from '../types';
import { createCompositorRenderer } from './index';
import { registerFonts } from '../../platform/text-shaping/bundled-fonts';
import { renderFlatText } from './kinds/nameplate';
import { MAX_INPUT_PIXELS } from '../../pieces';
import { loadMaster } from './primitives/surface';
import { samplePhoto } from '../../pieces/samples/sample-photo';
import { syntheticSurface, type SyntheticKind } from '../../pieces/samples/synthetic-surfaces';

const renderer = createCompositorRenderer();
const surfaces = new Map<SyntheticKind, ProductSurface>();
let photo: Buffer;
const surface = (kind: SyntheticKind) => surfaces.get(kind)!;

beforeAll(async () => {
  await registerFonts();
  for (const kind of ['teak-board', 'slate-board', 'brass-board', 'white-mug', 'kids-plate', 'bunting'] as const) {
    surfaces.set(kind, await syntheticSurface(kind));
  }
  photo = await samplePhoto(450, 600);
});

// Built lazily: the surfaces exist only once beforeAll has drawn them.
const REQUESTS = {
  nameplate: (): PreviewRequest => ({
    kind: 'nameplate',
    surface: surface('teak-board'),
    name: 'Sharma Niwas',
    houseNumber: '42A',
  }),
  'kids plate': (): PreviewRequest => ({ kind: 'kids', surface: surface('kids-plate'), childName: 'Aarav' }),
  'kids bunting': (): PreviewRequest => ({ kind: 'kids', surface: surface('bunting'), childName: 'ANAYA' }),
  mug: (): PreviewRequest => ({
    kind: 'mug',
    surface: surface('white-mug'),
    userImage: photo,
    caption: 'Best Amma Ever',
    style: 'ghibli',
  }),
  generic: (): PreviewRequest => ({ kind: 'generic', surface: surface('slate-board'), text: 'Welcome' }),
};
const requests = () => Object.values(REQUESTS).map((make) => make());

async function pixels(image: Buffer) {
  return sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Mean absolute difference per channel value between two same-sized images. */
async function difference(
  a: Buffer,
  b: Buffer,
  region?: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const crop = (img: Buffer) => (region ? sharp(img).extract(region) : sharp(img)).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([crop(a), crop(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

describe('compositor renderer', () => {
  it('is named compositor', () => {
    expect(renderer.name).toBe('compositor');
  });

  it.each(Object.keys(REQUESTS) as (keyof typeof REQUESTS)[])(
    'renders a %s as a 1024px WebP that differs from the bare product',
    async (label) => {
      const request = REQUESTS[label]();
      const result = await renderer.render(request);
      expect(result.contentType).toBe('image/webp');
      const meta = await sharp(result.image).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: 1024,
        height: 1024,
      });
      const { x, y, width, height } = request.surface.printArea;
      const changed = await difference(result.image, request.surface.image, { left: x, top: y, width, height });
      expect(changed).toBeGreaterThan(3);
    },
  );

  // Every kind twice, the mug through the caricature models: over 30 s on a busy 2-core machine.
  it('gives the same bytes for the same request', { timeout: 90_000 }, async () => {
    for (const request of requests()) {
      const [a, b] = await Promise.all([renderer.render(request), renderer.render(request)]);
      expect(a.image.equals(b.image)).toBe(true);
    }
  });

  it('leaves the board outside the print area exactly as it was', async () => {
    const board = surface('teak-board');
    const master = await loadMaster(board.image, board.printArea);
    const before = Buffer.from(master.pixels.data);
    const after = await renderFlatText(master, {
      primary: 'Venkataraman Iyer',
      secondary: '1024/B',
      prompt: 'gold with a border and a flourish',
    });
    const { x, y, width, height } = master.area;
    let changedOutside = 0;
    let changedInside = 0;
    for (let py = 0; py < 1024; py++) {
      for (let px = 0; px < 1024; px++) {
        const i = (py * 1024 + px) * 3;
        const same =
          before[i] === after.data[i] && before[i + 1] === after.data[i + 1] && before[i + 2] === after.data[i + 2];
        const isInside = px >= x && px < x + width && py >= y && py < y + height;
        if (!same && isInside) changedInside++;
        if (!same && !isInside) changedOutside++;
      }
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(1000);
  });

  it('makes the prompt change the look', async () => {
    const base: PreviewRequest = {
      kind: 'nameplate',
      surface: surface('teak-board'),
      name: 'Rose Villa',
      houseNumber: '9',
    };
    const plain = await renderer.render(base);
    const gold = await renderer.render({ ...base, prompt: 'gold script' });
    expect(await difference(plain.image, gold.image)).toBeGreaterThan(1);
  });

  it('refuses an image above 25 megapixels with a shopper-safe message', async () => {
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(6000 * 5000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const mug: PreviewRequest = {
      kind: 'mug',
      surface: surface('white-mug'),
      userImage: huge,
      caption: '',
      style: 'pixar',
    };
    await expect(renderer.render(mug)).rejects.toThrow(/25 megapixels/);
    await expect(
      renderer.render({ kind: 'generic', surface: { ...surface('teak-board'), image: huge }, text: 'Hi' }),
    ).rejects.toBeInstanceOf(PreviewError);
  });

  it('refuses bytes that are not an image', async () => {
    const mug: PreviewRequest = {
      kind: 'mug',
      surface: surface('white-mug'),
      userImage: Buffer.from('not an image'),
      caption: '',
      style: 'disney',
    };
    await expect(renderer.render(mug)).rejects.toBeInstanceOf(PreviewError);
  });

  it('stops when the signal is aborted, before or during a render', async () => {
    const request = REQUESTS.mug();
    await expect(renderer.render(request, AbortSignal.abort())).rejects.toThrow(/took too long/);
    const controller = new AbortController();
    const pending = renderer.render(request, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(PreviewError);
  });

  it('draws something even when only a prompt was given', async () => {
    const result = await renderer.render({
      kind: 'nameplate',
      surface: surface('slate-board'),
      name: '',
      houseNumber: '',
      prompt: 'chalk',
    });
    const { x, y, width, height } = surface('slate-board').printArea;
    expect(
      await difference(result.image, surface('slate-board').image, { left: x, top: y, width, height }),
    ).toBeGreaterThan(3);
  });

  it('decodes to an RGB image with no transparency', async () => {
    const { info } = await pixels((await renderer.render(REQUESTS.nameplate())).image);
    expect(info.channels).toBe(3);
  });
});
