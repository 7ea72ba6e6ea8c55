import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { FolderGraph } from './server-folders';

/**
 * The files under one folder (`dir`, from the repository root) and the files anywhere in the
 * repository that they import, read from the import statements the way TypeScript resolves them
 * (type-only imports count), one node per file, named from the repository root. Tests are left
 * out unless `tests` is set. The graph has the server folders' shape, so `folderCycles` and
 * `describeCycle` read it as well: src/contracts is one flat folder, so a circle among its files
 * is a circle among contracts.
 */
export function fileImportGraph(root: string, dir: string, { tests = false } = {}): FolderGraph {
  const file = join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, (path) => ts.sys.readFile(path)) as { config: unknown };
  const options = ts.parseJsonConfigFileContent(config, ts.sys, root).options;
  const graph: FolderGraph = new Map();
  const files = readdirSync(resolve(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && (tests || !/\.test\.tsx?$/.test(name)))
    .map((name) => resolve(root, dir, name));
  for (const from of files) {
    const a = relative(root, from);
    for (const imported of ts.preProcessFile(readFileSync(from, 'utf8'), true, true).importedFiles) {
      const target = ts.resolveModuleName(imported.fileName, from, options, ts.sys).resolvedModule;
      if (!target || target.isExternalLibraryImport) continue;
      const to = resolve(target.resolvedFileName);
      if (!to.startsWith(resolve(root) + sep)) continue;
      const b = relative(root, to);
      const out = graph.get(a) ?? new Map<string, string[]>();
      graph.set(a, out);
      out.set(b, [...(out.get(b) ?? []), `${a} -> ${b}`]);
    }
  }
  return graph;
}
