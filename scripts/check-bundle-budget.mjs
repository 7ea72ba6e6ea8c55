#!/usr/bin/env node
// The home page's first-load JavaScript, gzipped, must stay under budget. Read from Vite's
// manifest: the entry, everything it imports, and the app it always imports after the first
// paint (with everything that imports). Panels the app loads on demand do not count. A Hindi
// shopper's first load also has the Hindi dictionary, which the app waits for before hydrating.
// And only what the first screen uses may be in it: a contract off the allow-list below or a
// panel's module found there fails the check however few bytes it brings (issue 40).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = { en: 100, hi: 106 };
const dir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
/** Each chunk's own source modules, written by vite.config.ts's chunk-modules plugin. */
const chunkModules = JSON.parse(readFileSync(join(dir, '.vite/chunk-modules.json'), 'utf8'));
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);

/**
 * The contracts the first screen reads: categories, money, languages, the footer's policy links.
 * None of them imports zod: the schemas (products, the shop, the cart) load with the first request
 * that checks an answer, after hydration, so zod is not in the first load.
 */
const FIRST_LOAD_CONTRACTS = new Set([
  // The tabs' categories and the footer's policy links: plain constants, no zod (issue 40).
  'categories.ts',
  'design-messages.ts',
  'home-page.ts',
  'language.ts',
  'limits.ts',
  'money.ts',
  'policy-pages.ts',
  'preview-messages.ts',
]);
/** The features on the first screen: the product grid and the store's footer. Any other feature is a panel. */
const FIRST_LOAD_FEATURES = [
  'catalog/',
  'shop/api/get-shop.ts',
  'shop/components/site-footer.tsx',
  'shop/policy-kind.ts',
];

function firstLoadOf(keys) {
  const found = new Set();
  const withStaticImports = (key) => {
    if (found.has(key)) return;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) withStaticImports(imported);
  };
  for (const key of keys) withStaticImports(key);
  return found;
}

const english = firstLoadOf(entries.flatMap((entry) => [entry, ...(manifest[entry].dynamicImports ?? [])]));
const hindiKey = Object.keys(manifest).find((key) => key.endsWith('lib/i18n/hi.ts'));
const hindi = new Set([...english, ...firstLoadOf(hindiKey ? [hindiKey] : [])]);

const gzipped = new Map();
const sizeOf = (key) => {
  const file = manifest[key].file;
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
  return gzipped.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

let failed = entries.length === 0 || !hindiKey;
if (entries.length === 0) console.error('No entry in the Vite manifest');
if (!hindiKey) console.error('No Hindi dictionary chunk (lib/i18n/hi.ts) in the Vite manifest');

for (const key of english) console.log(`${kb(sizeOf(key))}  /${manifest[key].file}`);
for (const [language, keys] of [
  ['en', english],
  ['hi', hindi],
]) {
  const total = [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
  const label =
    language === 'en' ? 'first-load JavaScript' : "a Hindi shopper's first load (with the Hindi dictionary)";
  console.log(`${kb(total)}  ${label}, gzipped (budget ${BUDGET_KB[language]} KB)`);
  if (total > BUDGET_KB[language] * 1024) {
    console.error(`Over budget (${language})`);
    failed = true;
  }
}

const strays = [...hindi]
  .flatMap((key) => chunkModules[manifest[key].file] ?? [])
  .filter((id) => {
    const contract = /^src\/contracts\/(.+)$/.exec(id)?.[1];
    if (contract) return !FIRST_LOAD_CONTRACTS.has(contract);
    const feature = /^src\/client\/features\/(.+)$/.exec(id)?.[1];
    if (feature) return !FIRST_LOAD_FEATURES.some((allowed) => feature.startsWith(allowed));
    return /^src\/client\/app\/(admin|proof|review)\//.test(id);
  });
// Issue 40: zod's runtime (~10 KB) stays off the first screen; a schema loads with the request it checks.
const withZod = [...hindi]
  .flatMap((key) => chunkModules[manifest[key].file] ?? [])
  .filter((id) => /^\s*import\s+(?!type\b)[^;]*?from\s+['"]zod(\/[\w-]+)?['"]/m.test(readFileSync(id, 'utf8')));
if (withZod.length > 0) {
  console.error(`zod in the first load (load the schema with the request it checks):\n  ${withZod.join('\n  ')}`);
  failed = true;
}
if (strays.length > 0) {
  console.error(
    `Not for the first screen, yet in the first load (load it lazily, or add it to the lists in this script if the first screen needs it):\n  ${strays.join('\n  ')}`,
  );
  failed = true;
}
if (failed) process.exit(1);
