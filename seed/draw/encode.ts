import sharp from 'sharp';
import { encodePixels, type ImageEncoding } from '../../src/server/catalog/image-files';

/**
 * Rasterises the SVG once and encodes every size from the same pixels, so librsvg runs once per
 * image.
 */
export async function encodeImage(svg: string, dir: string, encoding?: ImageEncoding): Promise<void> {
  await encodePixels(sharp(Buffer.from(svg)), dir, encoding);
}
