import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFonts } from '../../../platform/text-shaping/bundled-fonts';
import { samplePhoto } from '../../../pieces/samples/sample-photo';
import { syntheticSurface } from '../../../pieces/samples/synthetic-surfaces';
import type { ProductSurface } from '../../types';
import { createCompositorRenderer } from '../index';

/** Issue 41: a design's preview draws its photo and each slot's lettering inside the print area only. */
describe("a product's own design in the compositor", () => {
  let board: ProductSurface;
  let photo: Buffer;
  beforeAll(async () => {
    await registerFonts();
    board = await syntheticSurface('teak-board');
    photo = await samplePhoto(450, 600);
  });

  const changedOutside = async (image: Buffer) => {
    const [a, b] = await Promise.all(
      [image, board.image].map((i) => sharp(i).resize(1024, 1024).removeAlpha().raw().toBuffer()),
    );
    const { x, y, width, height } = board.printArea;
    let inside = 0;
    let outside = 0;
    for (let p = 0; p < 1024 * 1024; p++) {
      const d = Math.abs(a![p * 3]! - b![p * 3]!) + Math.abs(a![p * 3 + 1]! - b![p * 3 + 1]!);
      if (d < 40) continue;
      const [px, py] = [p % 1024, Math.floor(p / 1024)];
      if (px >= x - 2 && px < x + width + 2 && py >= y - 2 && py < y + height + 2) inside++;
      else outside++;
    }
    return { inside, outside };
  };

  it('letters two slots and fills a photo slot, leaving the rest of the product as it was', async () => {
    const renderer = createCompositorRenderer();
    const lettered = await renderer.render({
      kind: 'design',
      surface: board,
      texts: [
        { box: { x: 0.05, y: 0.05, width: 0.6, height: 0.4 }, lines: ['Asha'] },
        { box: { x: 0.05, y: 0.55, width: 0.6, height: 0.4 }, lines: ['१२.१२.२०२६'] },
      ],
    });
    const withPhoto = await renderer.render({
      kind: 'design',
      surface: board,
      texts: [{ box: { x: 0.05, y: 0.05, width: 0.6, height: 0.4 }, lines: ['Asha'] }],
      photo: { box: { x: 0.7, y: 0.1, width: 0.25, height: 0.8 }, crop: 'circle' },
      userImage: photo,
    });
    const plain = await changedOutside(lettered.image);
    expect(plain.inside).toBeGreaterThan(1_000);
    expect(plain.outside).toBe(0);
    const nameOnly = await changedOutside(
      (
        await renderer.render({
          kind: 'design',
          surface: board,
          texts: [{ box: { x: 0.05, y: 0.05, width: 0.6, height: 0.4 }, lines: ['Asha'] }],
        })
      ).image,
    );
    const both = await changedOutside(withPhoto.image);
    // The circle of photo is thousands of pixels more than the name alone, and still inside.
    const { width } = board.printArea;
    expect(both.inside - nameOnly.inside).toBeGreaterThan(0.5 * Math.PI * (0.125 * width) ** 2 * 0.5);
    expect(both.outside).toBe(0);
  });
});
