import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The server's folders (src/server/<folder>, src/server/http/<folder> and src/server/platform/<folder>,
 * and each top-level file on its own) and which import
 * which, read from the import statements the way TypeScript resolves them (type-only imports
 * count: a type ties the folders as much as a value does). Test code is left out: `*.test.ts(x)`,
 * `*-test-kit.ts` and every `testing/` folder may reach anywhere, since nothing ships them.
 */
export type FolderGraph = Map<string, Map<string, string[]>>;

/** The two folders that hold folders of one kind: the HTTP layer and the platform under the domain. */
const KINDS = ['http', 'platform'];

const isTestCode = (path: string) => /\.test\.tsx?$|-test-kit\.ts$/.test(path) || path.split(sep).includes('testing');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function compilerOptions(root: string): ts.CompilerOptions {
  const file = join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, (path) => ts.sys.readFile(path)) as { config: unknown };
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** Imports of server files into other server files, by folder; `testImports` lists non-test files importing test code. */
export function serverFolderGraph(root: string): { graph: FolderGraph; testImports: string[] } {
  const serverDir = resolve(root, 'src/server');
  const options = compilerOptions(root);
  // http/ and platform/ hold folders of their own kind: each of those counts as a folder here.
  const folderOf = (file: string) => {
    const parts = relative(serverDir, file).split(sep);
    return (KINDS.includes(parts[0] as string) && parts.length > 1 ? parts.slice(0, 2).join('/') : parts[0]) as string;
  };
  const graph: FolderGraph = new Map();
  const testImports: string[] = [];
  for (const file of sourceFiles(serverDir)) {
    if (isTestCode(relative(serverDir, file))) continue;
    for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule;
      if (!target || target.isExternalLibraryImport) continue;
      const to = resolve(target.resolvedFileName);
      if (!to.startsWith(serverDir + sep)) continue;
      const line = `${relative(serverDir, file)} -> ${relative(serverDir, to)}`;
      if (isTestCode(relative(serverDir, to))) testImports.push(line);
      const [a, b] = [folderOf(file), folderOf(to)];
      if (a === b) continue;
      const out = graph.get(a) ?? new Map<string, string[]>();
      graph.set(a, out);
      out.set(b, [...(out.get(b) ?? []), line]);
    }
  }
  return { graph, testImports };
}

/** Every cycle as its strongly connected set of folders (Tarjan), each sorted, largest first. */
export function folderCycles(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((out) => [...out.keys()])]);
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => b.length - a.length);
}

/** The imports that tie a set of folders into a cycle, one example file per edge, for a failure message. */
export function describeCycle(graph: FolderGraph, folders: readonly string[]): string {
  const inside = new Set(folders);
  return [...graph]
    .filter(([from]) => inside.has(from))
    .flatMap(([from, out]) =>
      [...out].filter(([to]) => inside.has(to)).map(([to, lines]) => `  ${from} -> ${to}: ${lines[0] as string}`),
    )
    .join('\n');
}
