import { ensureCatalogueImages } from '../previews/ensure-images';
import { QUICK_ENCODING } from '../catalog/image-files';
import { TEST_CATALOG_IMAGE_DIR } from './paths';

/**
 * `node --import tsx src/server/testing/draw-test-images.ts`: every catalogue image the browser
 * tests' stores show, in the tests' folder with the quick encoding (the unit tests' global set-up
 * draws only the products' first images). Run by scripts/e2e-server.mjs before its store starts.
 */
await ensureCatalogueImages(TEST_CATALOG_IMAGE_DIR, { log: (msg) => console.log(msg), encoding: QUICK_ENCODING });
