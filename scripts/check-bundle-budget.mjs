#!/usr/bin/env node
// The home page's first-load JavaScript, gzipped, must stay under budget: every script the
// built index.html loads (entry and its modulepreloads). Panels loaded on demand do not count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dir = 'dist/client';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const src of scripts) {
  const bytes = gzipSync(readFileSync(join(dir, src)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${src}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  first-load JavaScript, gzipped (budget ${BUDGET_KB} KB)`);
if (scripts.length === 0 || total > BUDGET_KB * 1024) {
  console.error(scripts.length === 0 ? 'No scripts found in index.html' : 'Over budget');
  process.exit(1);
}
