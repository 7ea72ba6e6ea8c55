import { describe, expect, it } from 'vitest';
import { contractFileGraph } from './contract-files';
import { describeCycle, folderCycles } from './server-folders';

const graph = contractFileGraph(process.cwd());

describe("the contracts' files", () => {
  // The circle lettering-layout <-> products <-> template-choices (issue 40) stays broken, and no other comes.
  it('import each other in no cycle', () => {
    expect(folderCycles(graph).map((files) => `${files.join(', ')}:\n${describeCycle(graph, files)}`)).toEqual([]);
  });

  it('are all read (the graph is not empty by mistake)', () => {
    expect(graph.get('template-choices.ts')?.has('limits.ts')).toBe(true);
  });
});
