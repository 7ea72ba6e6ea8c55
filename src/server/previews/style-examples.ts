import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MUG_STYLES, type MugStyle } from '../../contracts/previews';
import type { SeedImage } from '../catalog/types';
import { createCompositorRenderer } from './compositor';
import { samplePhoto } from '../pieces/samples/sample-photo';
import { RENDER_CACHE_VERSION } from './preview-jobs';

const TILE_SIZE = 320;

/** Served by the catalogue image route, like any catalogue image: /images/catalog/style-<style>/320.webp */
export const styleExampleKey = (style: MugStyle) => `style-${style}`;

/**
 * The style tiles' example pictures, made by the preview renderer itself from a drawn stand-in
 * photo on `mug`, a catalogue image already drawn in the folder (its print area is where the photo
 * goes), so a tile shows exactly what that style does. Rendered once per machine (and again when
 * the renderer's cache version moves on).
 */
export async function ensureStyleExamples(catalogImageDir: string, mug: SeedImage): Promise<number> {
  const stamp = `v${RENDER_CACHE_VERSION}`;
  const missing: MugStyle[] = [];
  for (const style of MUG_STYLES) {
    const dir = join(catalogImageDir, styleExampleKey(style));
    const current = await readFile(join(dir, '.rendered-from'), 'utf8').catch(() => '');
    const exists = await stat(join(dir, `${TILE_SIZE}.webp`)).then(
      () => true,
      () => false,
    );
    if (!exists || current !== stamp) missing.push(style);
  }
  if (missing.length === 0) return 0;
  const renderer = createCompositorRenderer();
  const surface = {
    image: await readFile(join(catalogImageDir, mug.key, 'master.png')),
    printArea: mug.printArea,
    productTitle: 'Example mug',
  };
  const photo = await samplePhoto();
  const { x, y, width, height } = mug.printArea;
  // A square around the print area: the styled photo on the glaze, not the whole product shot.
  const side = Math.round(Math.max(width, height) * 1.1);
  const crop = {
    left: Math.max(0, Math.round(x + width / 2 - side / 2)),
    top: Math.max(0, Math.round(y + height / 2 - side / 2)),
    width: side,
    height: side,
  };
  for (const style of missing) {
    const { image: rendered } = await renderer.render({ kind: 'mug', surface, userImage: photo, caption: '', style });
    const meta = await sharp(rendered).metadata();
    const box = {
      ...crop,
      width: Math.min(crop.width, (meta.width ?? side) - crop.left),
      height: Math.min(crop.height, (meta.height ?? side) - crop.top),
    };
    const tile = await sharp(rendered)
      .extract(box)
      .resize(TILE_SIZE, TILE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    const dir = join(catalogImageDir, styleExampleKey(style));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${TILE_SIZE}.webp.tmp`), tile);
    await rename(join(dir, `${TILE_SIZE}.webp.tmp`), join(dir, `${TILE_SIZE}.webp`));
    await writeFile(join(dir, '.rendered-from'), stamp);
  }
  return missing.length;
}
