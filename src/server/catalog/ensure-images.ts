import { drawCatalogueImages } from '../../../seed/draw-images';

/** Draws the catalogue images that are missing (all of them on a fresh machine, none after). */
export async function ensureCatalogueImages(dir: string, log: (msg: string) => void = () => undefined): Promise<void> {
  const started = Date.now();
  const { drawn } = await drawCatalogueImages(dir, { onlyMissing: true });
  if (drawn > 0) log(`drew ${drawn} catalogue images in ${((Date.now() - started) / 1000).toFixed(1)} s into ${dir}`);
}
