import sharp from 'sharp';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './page-head';

/** WhatsApp shows no picture for an og:image over 300 KB; stay well under it. */
export const OG_IMAGE_MAX_BYTES = 300 * 1024;
const BACKGROUND = { r: 0xfb, g: 0xf6, b: 0xee };
const QUALITIES = [82, 72, 60, 45];

/**
 * A link preview's picture: the photo whole (a square product photo cropped to 1.91:1 would lose
 * the piece), centred on the shop's cream at 1200x630, as a baseline JPEG (WhatsApp and older
 * crawlers do not all read WebP). The quality steps down until it fits under the size limit.
 */
export async function linkPreviewJpeg(source: Buffer): Promise<Buffer> {
  const fitted = await sharp(source)
    .rotate()
    .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(fitted.data, { raw: fitted.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= OG_IMAGE_MAX_BYTES) return jpeg;
  }
  return jpeg;
}

/**
 * Made images kept by key in this process: a shared link is fetched by every phone that shows its
 * preview, and making one costs about 50 ms of CPU. Bounded, oldest first out.
 */
export class OgImageCache {
  private readonly images = new Map<string, Promise<Buffer | null>>();
  constructor(private readonly max = 64) {}

  get(key: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const known = this.images.get(key);
    if (known) return known;
    const made = make().catch((err: unknown) => {
      this.images.delete(key);
      throw err;
    });
    if (this.images.size >= this.max) this.images.delete(this.images.keys().next().value!);
    this.images.set(key, made);
    return made;
  }
}
