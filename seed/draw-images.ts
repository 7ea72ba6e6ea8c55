import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageRecipes } from './catalogue';
import { isUpToDate, writeStamp, type ImageEncoding } from '../src/server/catalog/image-files';
import { encodeImage } from './draw/encode';
import { drawRecipe, type ImageRecipe } from './draw/recipes';

/** Two at a time: the target machine has two cores and each image also uses libvips threads. */
const CONCURRENCY = 2;

/**
 * Bump when the drawing code changes how existing recipes look: folders stamped with an older
 * version are redrawn by `onlyMissing` runs (recipe changes are noticed without a bump).
 */
const DRAWING_VERSION = 2;

function stampFor(recipe: ImageRecipe): string {
  return `${DRAWING_VERSION}:${JSON.stringify(recipe)}`;
}

export interface DrawOptions {
  /** Skip keys whose files all exist and were drawn from the current recipe and drawing version. */
  onlyMissing?: boolean;
  /** Draw only these keys (tests, or re-drawing one image after changing its recipe). */
  keys?: readonly string[];
  /**
   * The encoders' settings; the shoppers' published settings unless told. Not part of the stamp:
   * a folder drawn quickly holds the same pictures, so it is not drawn again for the server.
   */
  encoding?: ImageEncoding;
}

/**
 * Draws every catalogue image from code (no downloads) into `<outDir>/<key>/`: master.png plus
 * WebP and AVIF at each published width.
 */
export async function drawCatalogueImages(outDir: string, opts: DrawOptions = {}): Promise<{ drawn: number }> {
  const wanted = opts.keys ? new Set(opts.keys) : null;
  const entries = [...imageRecipes].filter(([key]) => wanted === null || wanted.has(key));
  const unknown = opts.keys?.filter((key) => !imageRecipes.has(key)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown catalogue image keys: ${unknown.join(', ')}`);

  let next = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++];
      if (!entry) break;
      const [key, recipe] = entry;
      const dir = join(outDir, key);
      const stamp = stampFor(recipe);
      if (opts.onlyMissing && (await isUpToDate(dir, stamp))) continue;
      await encodeImage(drawRecipe(recipe), dir, opts.encoding);
      await writeStamp(dir, stamp);
      drawn++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { drawn };
}

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? 'data/catalog-images');
  const started = performance.now();
  const { drawn } = await drawCatalogueImages(outDir);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Drew ${drawn} catalogue images in ${seconds.toFixed(1)} s into ${outDir}`);
}

const entryScript = process.argv[1];
if (entryScript && import.meta.url === pathToFileURL(resolve(entryScript)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
