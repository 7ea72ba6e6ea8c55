#!/usr/bin/env node
// The home page's first-load JavaScript, gzipped, must stay under budget. Read from Vite's
// manifest: the entry, everything it imports, and the app it always imports after the first
// paint (with everything that imports). Panels the app loads on demand do not count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);

const firstLoad = new Set();
const withStaticImports = (key) => {
  if (firstLoad.has(key)) return;
  firstLoad.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported);
};
for (const entry of entries) {
  withStaticImports(entry);
  for (const started of manifest[entry].dynamicImports ?? []) withStaticImports(started);
}

let total = 0;
for (const key of firstLoad) {
  const file = manifest[key].file;
  const bytes = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  /${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  first-load JavaScript, gzipped (budget ${BUDGET_KB} KB)`);
if (entries.length === 0 || total > BUDGET_KB * 1024) {
  console.error(entries.length === 0 ? 'No entry in the Vite manifest' : 'Over budget');
  process.exit(1);
}
