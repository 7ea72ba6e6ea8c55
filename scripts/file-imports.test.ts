import { describe, expect, it } from 'vitest';
import { fileImportGraph } from './file-imports';
import { describeCycle, folderCycles } from './server-folders';

describe("the contracts' files", () => {
  const graph = fileImportGraph(process.cwd(), 'src/contracts');
  const inContracts: typeof graph = new Map(
    [...graph].map(([from, out]) => [from, new Map([...out].filter(([to]) => to.startsWith('src/contracts/')))]),
  );

  // The circle lettering-layout <-> products <-> template-choices (issue 40) stays broken, and no other comes.
  it('import each other in no cycle', () => {
    expect(
      folderCycles(inContracts).map((files) => `${files.join(', ')}:\n${describeCycle(inContracts, files)}`),
    ).toEqual([]);
  });

  it('are all read (the graph is not empty by mistake)', () => {
    expect(graph.get('src/contracts/template-choices.ts')?.has('src/contracts/limits.ts')).toBe(true);
  });
});

// The piece's layout is its own module (issue 40); the folder test covers shipped code, this one the tests too.
describe('production/ and pieces/, tests and test kits included', () => {
  // The fresh-process lettering harness (issue 45) draws a real preview on its 'preview' side, to
  // compare the production files with it: the one test code that must start the compositor.
  const COMPARES_WITH_A_PREVIEW = new Set([
    'src/server/production/testing/fresh-lettering/main.ts -> src/server/previews/compositor/index.ts',
  ]);

  it('import nothing from previews/', () => {
    const edges = ['src/server/production', 'src/server/pieces'].flatMap((dir) =>
      [...fileImportGraph(process.cwd(), dir, { tests: true })].flatMap(([from, out]) =>
        [...out.keys()].map((to) => `${from} -> ${to}`),
      ),
    );
    expect(edges.length).toBeGreaterThan(50);
    expect(
      edges.filter((edge) => / -> src\/server\/previews\//.test(edge) && !COMPARES_WITH_A_PREVIEW.has(edge)),
    ).toEqual([]);
  });
});
