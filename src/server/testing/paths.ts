import { resolve } from 'node:path';

/** Catalogue images are drawn once per machine for all test runs; they depend only on seed/. */
export const TEST_CATALOG_IMAGE_DIR = resolve('node_modules/.cache/kaarigar/catalog-images');
