import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Stats } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from './catalogue';
import { drawCatalogueImages } from './draw-images';
import { MASTER_SIZE } from '../src/contracts/print-area';
import { QUICK_ENCODING } from '../src/server/catalog/image-files';
import { IMAGE_WIDTHS } from '../src/server/catalog/types';

const product = seedProducts.find((p) => p.handle === 'sheesham-wood-house-name-board');
if (!product) throw new Error('the test product is missing from the catalogue');
const keys = product.images.map((i) => i.key);

describe('drawCatalogueImages', () => {
  let outDir = '';

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'catalogue-images-'));
  });

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it("draws a product's images as a PNG master plus WebP and AVIF at every width", async () => {
    const { drawn } = await drawCatalogueImages(outDir, { keys });
    expect(drawn).toBe(keys.length);

    for (const key of keys) {
      const dir = join(outDir, key);
      const files = (await readdir(dir)).filter((name) => !name.startsWith('.')).sort();
      const expected = ['master.png', ...IMAGE_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`])].sort();
      expect(files).toEqual(expected);

      const master = await sharp(join(dir, 'master.png')).metadata();
      expect([master.format, master.width, master.height]).toEqual(['png', MASTER_SIZE, MASTER_SIZE]);
      for (const width of IMAGE_WIDTHS) {
        const webp = await sharp(join(dir, `${width}.webp`)).metadata();
        expect([webp.format, webp.width, webp.height]).toEqual(['webp', width, width]);
        const avif = await sharp(join(dir, `${width}.avif`)).metadata();
        expect(avif.format).toBe('heif');
        expect(avif.compression).toBe('av1');
        expect([avif.width, avif.height]).toEqual([width, width]);
        // Compressed sizes stay small enough for a phone: a 1024 px AVIF well under 200 kB.
        expect((await stat(join(dir, `${width}.avif`))).size).toBeLessThan(200_000);
      }
    }
  });

  it('draws a picture, not an empty canvas: the board is darker than the wall around it', async () => {
    const image = product.images[0];
    if (!image) throw new Error('no image');
    const area = image.printArea;
    const region = async (left: number, top: number) => {
      const crop = await sharp(join(outDir, image.key, 'master.png'))
        .extract({ left, top, width: 40, height: 40 })
        .toBuffer();
      return sharp(crop).stats();
    };
    const board = await region(area.x + Math.round(area.width / 2), area.y + Math.round(area.height / 2));
    const wall = await region(Math.round(MASTER_SIZE / 2), 60);
    const brightness = (s: Stats) => s.channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
    expect(brightness(board)).toBeLessThan(brightness(wall) - 40);
  });

  it('skips up-to-date keys when asked for only the missing ones', async () => {
    const { drawn } = await drawCatalogueImages(outDir, { keys, onlyMissing: true });
    expect(drawn).toBe(0);
  });

  it('redraws a key with a missing file or a stamp from other drawing code', async () => {
    const [first = '', second = ''] = keys;
    await rm(join(outDir, first, '640.avif'));
    await writeFile(join(outDir, second, '.drawn-from'), 'an older recipe');
    const { drawn } = await drawCatalogueImages(outDir, { keys, onlyMissing: true });
    expect(drawn).toBe(2);
  });

  it('leaves no temporary files behind', async () => {
    const names = (await Promise.all(keys.map((key) => readdir(join(outDir, key))))).flat();
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('draws test fixtures with the quick encoding: the same files, not drawn again for the server', async () => {
    const quickDir = await mkdtemp(join(tmpdir(), 'catalogue-images-quick-'));
    try {
      const [key = ''] = keys;
      expect((await drawCatalogueImages(quickDir, { keys: [key], encoding: QUICK_ENCODING })).drawn).toBe(1);
      const files = (await readdir(join(quickDir, key))).filter((name) => !name.startsWith('.')).sort();
      expect(files).toEqual((await readdir(join(outDir, key))).filter((name) => !name.startsWith('.')).sort());
      const webp = await sharp(join(quickDir, key, '1024.webp')).metadata();
      expect([webp.format, webp.width]).toEqual(['webp', 1024]);
      expect((await drawCatalogueImages(quickDir, { keys: [key], onlyMissing: true })).drawn).toBe(0);
    } finally {
      await rm(quickDir, { recursive: true, force: true });
    }
  });

  it('refuses keys that are not in the catalogue', async () => {
    await expect(drawCatalogueImages(outDir, { keys: ['no-such-image'] })).rejects.toThrow('no-such-image');
  });
});
