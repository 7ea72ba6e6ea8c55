import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { describeCycle, folderCycles, serverFolderGraph, type FolderGraph } from './server-folders';

/**
 * Layers, bottom to top (docs/architecture.md): an import may point down or across, never up.
 * The folder names say the layer: platform/* under the domain, http/* over it.
 */
const LAYERS: readonly ((folder: string) => boolean)[] = [
  (f) => f === 'platform/config.ts' || f === 'platform/errors.ts',
  (f) => f.startsWith('platform/'),
  () => false, // every other folder: the domain (catalog, orders, pricing, payments, shipping, messages, ...)
  (f) => f === 'http/plugins',
  (f) => f.startsWith('http/'),
  (f) => ['app.ts', 'serve.ts', 'main.ts', 'worker.ts', 'cli'].includes(f),
];
const DOMAIN = 2;
const layerOf = (folder: string) => {
  const i = LAYERS.findIndex((isIn) => isIn(folder));
  return i === -1 ? DOMAIN : i;
};

const { graph, testImports } = serverFolderGraph(process.cwd());

/**
 * Fastify's types belong to the HTTP layer (issue 40): the domain and the platform take plain values
 * (a cart id, a logger, a header), and http/ turns a request into them. Besides app.ts, the
 * composition root, no file outside http/ imports 'fastify': @fastify/session's store is an adapter
 * in http/plugins/auth.ts over platform/auth/session-store.ts's plain session rows.
 */
const FASTIFY_OUTSIDE_HTTP = ['app.ts'];
const serverDir = join(process.cwd(), 'src/server');
const serverFiles = (readdirSync(serverDir, { recursive: true }) as string[]).filter(
  (f) =>
    /\.tsx?$/.test(f) &&
    !f.endsWith('.d.ts') &&
    !/\.test\.tsx?$|-test-kit\.ts$/.test(f) &&
    !f.split('/').includes('testing'),
);
const edges = [...graph].flatMap(([from, out]) => [...out].map(([to, lines]) => ({ from, to, lines })));

describe("the server's folders", () => {
  // Once one cycle through 27 of the 41 folders and top-level files (issue 27); now none.
  it('import each other in no cycle', () => {
    expect(folderCycles(graph).map((folders) => `${folders.join(', ')}:\n${describeCycle(graph, folders)}`)).toEqual(
      [],
    );
  });

  it('import only down the layers', () => {
    const upward = edges
      .filter(({ from, to }) => layerOf(to) > layerOf(from))
      .map(({ from, to, lines }) => `${from} -> ${to}: ${lines[0]}`);
    expect(upward).toEqual([]);
  });

  // The piece's layout is its own module (issue 40): the production files and the preview renderer both
  // draw from pieces/, and neither the production files nor pieces/ depend on a preview renderer.
  it('keep production/ and pieces/ off the preview renderers', () => {
    const offLimits = edges
      .filter(({ from, to }) => ['production', 'pieces'].includes(from) && ['previews', 'production'].includes(to))
      .map(({ from, to, lines }) => `${from} -> ${to}: ${lines[0]}`);
    expect(offLimits).toEqual([]);
  });

  it("import Fastify's types only in http/ and the composition root", () => {
    const outside = serverFiles
      .filter((f) => !f.startsWith('http/') && !FASTIFY_OUTSIDE_HTTP.includes(f))
      .filter((f) =>
        ts
          .preProcessFile(readFileSync(join(serverDir, f), 'utf8'), true, true)
          .importedFiles.some((i) => i.fileName === 'fastify'),
      );
    expect(outside).toEqual([]);
  });

  it('never import test code outside tests', () => {
    expect(testImports).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const graphOf = (list: string): FolderGraph => {
    const g: FolderGraph = new Map();
    for (const edge of list.split(' ')) {
      const [from, to] = edge.split('>') as [string, string];
      g.set(from, (g.get(from) ?? new Map<string, string[]>()).set(to, [`${from}/x.ts -> ${to}/y.ts`]));
    }
    return g;
  };

  it('finds a cycle through several folders and names its imports', () => {
    const g = graphOf('a>b b>c c>a c>d');
    expect(folderCycles(g)).toEqual([['a', 'b', 'c']]);
    expect(describeCycle(g, ['a', 'b', 'c'])).toContain('c -> a: c/x.ts -> a/y.ts');
  });

  it('finds none in a graph without a way back', () => {
    expect(folderCycles(graphOf('a>b b>c a>c c>d'))).toEqual([]);
  });
});
