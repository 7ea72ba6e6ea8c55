import { resolve } from 'node:path';

/**
 * Catalogue images are drawn once per machine for all test runs (the products' first images by the
 * unit tests' global set-up, the rest for the browser tests); they depend only on seed/. Drawn
 * with the quick encoding (see QUICK_ENCODING), so not the folder the benchmarks measure
 * shoppers' downloads from (node_modules/.cache/kaarigar/catalog-images).
 */
export const TEST_CATALOG_IMAGE_DIR = resolve('node_modules/.cache/kaarigar/test-catalog-images');

/** The database templates the unit tests' global set-up keeps between runs (see template-cache.ts). */
export const TEST_TEMPLATE_DIR = resolve('node_modules/.cache/kaarigar/test-templates');

/**
 * Where the process tests' global set-up bundles the server they start (testing/real-server.ts),
 * a folder per run, removed when the run ends.
 */
export const REAL_SERVER_BUNDLES_DIR = resolve('node_modules/.cache/kaarigar/real-server');
