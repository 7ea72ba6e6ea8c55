import { seedProducts } from '../../../seed/catalogue';
import { drawCatalogueImages } from '../../../seed/draw-images';
import type { ImageEncoding } from './image-files';
import { ensureStyleExamples } from '../previews/style-examples';

/** The white caricature mug shows each mug style best: the style tiles' examples are drawn on it. */
const STYLE_EXAMPLE_MUG_KEY = 'caricature-mug-white';

/**
 * Draws the catalogue images that are missing (all of them on a fresh machine, none after), then
 * the style tiles' examples, which the renderer draws on one of those seed images.
 */
export async function ensureCatalogueImages(
  dir: string,
  log: (msg: string) => void = () => undefined,
  encoding?: ImageEncoding,
): Promise<void> {
  const started = Date.now();
  const { drawn } = await drawCatalogueImages(dir, { onlyMissing: true, encoding });
  if (drawn > 0) log(`drew ${drawn} catalogue images in ${((Date.now() - started) / 1000).toFixed(1)} s into ${dir}`);
  const mug = seedProducts.flatMap((p) => p.images).find((i) => i.key === STYLE_EXAMPLE_MUG_KEY);
  if (!mug) throw new Error(`style examples need the catalogue image ${STYLE_EXAMPLE_MUG_KEY}`);
  await ensureStyleExamples(dir, mug);
}
