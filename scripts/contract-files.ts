import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { FolderGraph } from './server-folders';

/**
 * The files of src/contracts and which import which, read from the import statements the way
 * TypeScript resolves them (type-only imports count), one node per file: the contracts are one flat
 * folder, so a circle among them is a circle among files. Tests are left out; nothing ships them.
 * The graph has the server folders' shape, so `folderCycles` and `describeCycle` read it as well.
 */
export function contractFileGraph(root: string): FolderGraph {
  const dir = resolve(root, 'src/contracts');
  const file = join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, (path) => ts.sys.readFile(path)) as { config: unknown };
  const options = ts.parseJsonConfigFileContent(config, ts.sys, root).options;
  const graph: FolderGraph = new Map();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name))
    .map((name) => join(dir, name));
  for (const from of files) {
    const a = relative(dir, from);
    for (const imported of ts.preProcessFile(readFileSync(from, 'utf8'), true, true).importedFiles) {
      const target = ts.resolveModuleName(imported.fileName, from, options, ts.sys).resolvedModule;
      if (!target || target.isExternalLibraryImport) continue;
      const to = resolve(target.resolvedFileName);
      if (!to.startsWith(dir + sep)) continue;
      const b = relative(dir, to);
      const out = graph.get(a) ?? new Map<string, string[]>();
      graph.set(a, out);
      out.set(b, [...(out.get(b) ?? []), `${a} -> ${b}`]);
    }
  }
  return graph;
}
