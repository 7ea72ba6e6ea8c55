import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The store's own font files (the fontsource packages the SPA's theme.css imports), served by
 * the app under the checkout's asset path: the checkout page looks like the shop without a
 * build step or an outside font host, and the CSP's `font-src 'self'` holds.
 */
export const FONT_PATH = '/checkout/assets/fonts/';

const require = createRequire(import.meta.url);
const PACKAGES = ['@fontsource-variable/dm-sans', '@fontsource-variable/fraunces'];

const sources = PACKAGES.map((pkg) => {
  const cssPath = require.resolve(`${pkg}/wght.css`);
  return { css: readFileSync(cssPath, 'utf8'), dir: join(dirname(cssPath), 'files') };
});

/** File name -> absolute path, only for the files the @font-face rules name. */
const files = new Map<string, string>();

/** The packages' own @font-face rules (families, weights, unicode ranges) with our URLs. */
export const FONT_FACES_CSS = sources
  .map(({ css, dir }) =>
    css.replace(/url\(\.\/files\/([\w.-]+\.woff2)\)/g, (_match, name: string) => {
      files.set(name, join(dir, name));
      return `url(${FONT_PATH}${name})`;
    }),
  )
  .join('\n');

export function fontFile(name: string): string | undefined {
  return files.get(name);
}
