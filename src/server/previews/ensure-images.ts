import { seedProducts } from '../../../seed/catalogue';
import { drawCatalogueImages } from '../../../seed/draw-images';
import type { ImageEncoding } from '../catalog/image-files';
import { ensureStyleExamples } from './style-examples';

/** The white caricature mug shows each mug style best: the style tiles' examples are drawn on it. */
const STYLE_EXAMPLE_MUG_KEY = 'caricature-mug-white';

/** Each seed product's first image: its card's, and the one its previews are drawn on by default. */
export const seedCardImageKeys = (): string[] => seedProducts.flatMap((p) => p.images.slice(0, 1).map((i) => i.key));

export interface EnsureImagesOptions {
  log?: (msg: string) => void;
  /** The published encoding unless told (see image-files.ts). */
  encoding?: ImageEncoding;
  /** Only these catalogue images (and the style examples' mug), for a folder only tests read. */
  keys?: readonly string[];
}

/**
 * Draws the catalogue images that are missing (all of them on a fresh machine, none after), then
 * the style tiles' examples, which the renderer draws on one of those seed images.
 */
export async function ensureCatalogueImages(dir: string, options: EnsureImagesOptions = {}): Promise<void> {
  const { log = () => undefined, encoding } = options;
  const keys = options.keys ? [...new Set([...options.keys, STYLE_EXAMPLE_MUG_KEY])] : undefined;
  const started = Date.now();
  const { drawn } = await drawCatalogueImages(dir, { onlyMissing: true, encoding, keys });
  if (drawn > 0) log(`drew ${drawn} catalogue images in ${((Date.now() - started) / 1000).toFixed(1)} s into ${dir}`);
  const mug = seedProducts.flatMap((p) => p.images).find((i) => i.key === STYLE_EXAMPLE_MUG_KEY);
  if (!mug) throw new Error(`style examples need the catalogue image ${STYLE_EXAMPLE_MUG_KEY}`);
  await ensureStyleExamples(dir, mug);
}
