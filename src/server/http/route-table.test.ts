import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const httpDir = new URL('./', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, httpDir), 'utf8');
const modulesIn = (folder: string) =>
  readdirSync(new URL(folder, httpDir))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => name.replace(/\.tsx?$/, ''));
/**
 * Relative module paths a file imports, statically or (the route table's plugins) when called: tsc's
 * noUnusedLocals makes a static import a use, and the table imports each plugin in its registration.
 */
const importsOf = (source: string) => [...source.matchAll(/(?:from |import\()'(\.[^']+)'/g)].map((m) => m[1]);

describe('what the app registers', () => {
  it('registers every route file in store/, admin/ and webhooks/, and each page folder routes.ts, from the route table', () => {
    const imported = importsOf(read('route-table.ts'));
    const routeFiles = ['store', 'admin', 'webhooks'].flatMap((group) =>
      modulesIn(`${group}/`).map((name) => `./${group}/${name}`),
    );
    expect(routeFiles.length).toBeGreaterThan(30);
    const pageRoutes = readdirSync(new URL('pages/', httpDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && modulesIn(`pages/${entry.name}/`).includes('routes'))
      .map((entry) => `./pages/${entry.name}/routes`);
    expect(pageRoutes).toContain('./pages/checkout/routes');
    expect([...routeFiles, ...pageRoutes].filter((path) => !imported.includes(path))).toEqual([]);
  });

  it('registers every plugin in http/plugins/ from app.ts', () => {
    const imported = importsOf(readFileSync(new URL('../app.ts', httpDir), 'utf8'));
    const plugins = modulesIn('plugins/').map((name) => `./http/plugins/${name}`);
    expect(plugins.length).toBeGreaterThan(20);
    expect(plugins.filter((path) => !imported.includes(path))).toEqual([]);
  });
});
