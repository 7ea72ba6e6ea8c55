/**
 * Draws the contact sheet of the caricature: each fixture photo (rows) beside its four styles
 * (columns), at the mug's print size, for looking at by eye after a change to the styling.
 * `npx tsx src/server/previews/caricature/testing/contact-sheet.ts [out.png]`
 */
import { readFile } from 'node:fs/promises';
import sharp, { type OverlayOptions } from 'sharp';
import { MUG_STYLES } from '../../../../contracts/previews';
import { styleMugPhoto } from '../caricature';

const PHOTOS = ['astronaut', 'chelsea', 'coffee'];
const SIZE = { width: 615, height: 460 };
const GAP = 8;

const out = process.argv[2] ?? 'caricature-contact-sheet.png';
const tiles: OverlayOptions[] = [];
for (const [row, name] of PHOTOS.entries()) {
  const photo = await readFile(new URL(`../fixtures/${name}.png`, import.meta.url));
  const top = row * (SIZE.height + GAP);
  const original = await sharp(photo)
    .resize(SIZE.width, SIZE.height, { fit: 'contain', background: '#fff' })
    .png()
    .toBuffer();
  tiles.push({ input: original, left: 0, top });
  for (const [col, style] of MUG_STYLES.entries()) {
    const styled = await styleMugPhoto(photo, style, SIZE, 7);
    const { width, height, channels } = styled.image;
    const png = await sharp(styled.image.data, { raw: { width, height, channels } }).png().toBuffer();
    tiles.push({ input: png, left: (col + 1) * (SIZE.width + GAP), top });
  }
}
await sharp({
  create: {
    width: 5 * SIZE.width + 4 * GAP,
    height: PHOTOS.length * SIZE.height + (PHOTOS.length - 1) * GAP,
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(out);
