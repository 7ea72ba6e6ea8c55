import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const serverDir = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, serverDir), 'utf8');
const modulesIn = (folder: string) =>
  readdirSync(new URL(folder, serverDir))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => name.replace(/\.tsx?$/, ''));
/** Relative module paths a file imports (tsc's noUnusedLocals makes an import a use). */
const importsOf = (source: string) => [...source.matchAll(/from '(\.[^']+)'/g)].map((m) => m[1]);

describe('what the app registers', () => {
  it('registers every route file in routes/, and each page folder routes.ts, from the route table', () => {
    const imported = importsOf(read('routes/route-table.ts'));
    const routeFiles = modulesIn('routes/')
      .filter((name) => name !== 'route-table')
      .map((name) => `./${name}`);
    const pageRoutes = readdirSync(serverDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && modulesIn(`${entry.name}/`).includes('routes'))
      .map((entry) => `../${entry.name}/routes`);
    expect(pageRoutes).toContain('../checkout-page/routes');
    expect([...routeFiles, ...pageRoutes].filter((path) => !imported.includes(path))).toEqual([]);
  });

  it('registers every plugin in plugins/ from app.ts', () => {
    const imported = importsOf(read('app.ts'));
    const plugins = modulesIn('plugins/').map((name) => `./plugins/${name}`);
    expect(plugins.length).toBeGreaterThan(20);
    expect(plugins.filter((path) => !imported.includes(path))).toEqual([]);
  });
});
