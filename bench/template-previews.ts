import { MASTER_SIZE, type PrintArea } from '../src/contracts/print-area';
import { mappingOf } from '../src/contracts/template-geometry';
import { createCompositorRenderer } from '../src/server/previews/compositor/index';
import { angledBoardPhoto, mugPhoto } from '../src/server/previews/compositor/samples/angled-photos';
import { samplePhoto } from '../src/server/pieces/samples/sample-photo';
import type { PreviewRequest } from '../src/server/previews/types';

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 12);

/**
 * Shaped templates (issue 19) against a rectangle of the same flat size on the same photo, so the
 * ratio is the cost of the warp alone: a board at an angle (quad) and a mug's body (cylinder),
 * a new name or caption each time, the renderer alone (no stored result).
 */
export async function benchTemplatePreviews(): Promise<{ rows: string[][]; quadRatio: number; cylinderRatio: number }> {
  const renderer = createCompositorRenderer();
  const board = await angledBoardPhoto('from-left');
  const quad = mappingOf(board.face);
  const boardArea: PrintArea = { ...quad.bounds, surface: 'board', surfaceColor: '#8a5a32', material: 'mango' };
  const sameSize = (width: number, height: number, at: { x: number; y: number }) => ({
    x: Math.min(at.x, MASTER_SIZE - Math.round(width)),
    y: Math.min(at.y, MASTER_SIZE - Math.round(height)),
    width: Math.round(width),
    height: Math.round(height),
  });
  const nameplate = (printArea: PrintArea) => (run: number) =>
    renderer.render({
      kind: 'nameplate',
      surface: { image: board.image, productTitle: 'Board', printArea },
      name: `Sharma Niwas ${run}`,
      houseNumber: '42A',
    });

  const mug = await mugPhoto();
  const body = mappingOf(mug.body);
  const mugArea: PrintArea = { ...body.bounds, surface: 'mug-wrap', surfaceColor: '#f4f3ef' };
  const photo = await samplePhoto(450, 600);
  const mugRender = (printArea: PrintArea) => (run: number) =>
    renderer.render({
      kind: 'mug',
      surface: { image: mug.image, productTitle: 'Mug', printArea },
      userImage: photo,
      caption: `Best Amma Ever ${run}`,
      style: 'ghibli',
    } satisfies PreviewRequest);

  const rows: [string, (run: number) => Promise<unknown>][] = [
    [
      'name board, rectangle of the same size',
      nameplate({ ...boardArea, ...sameSize(quad.flat.width, quad.flat.height, quad.bounds) }),
    ],
    ['name board, quad (board at an angle)', nameplate({ ...boardArea, shape: board.face })],
    [
      'mug, rectangle of the same size',
      mugRender({ ...mugArea, ...sameSize(body.flat.width, body.flat.height, body.bounds) }),
    ],
    ['mug, cylinder with handle in front', mugRender({ ...mugArea, shape: mug.body, occluder: mug.handle })],
  ];
  for (const [, fn] of rows) await fn(-1); // each face is unrolled once per photo and template, as on first use
  // Runs alternate between the rows, so a busy machine slows each row alike and the ratios hold.
  const timings: number[][] = rows.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [j, [, fn]] of rows.entries()) {
      const start = performance.now();
      await fn(i);
      timings[j]?.push(performance.now() - start);
    }
  }
  for (const samples of timings) samples.sort((a, b) => a - b);
  const at = (samples: number[] | undefined, p: number) =>
    samples?.[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0;
  const p50 = (i: number) => at(timings[i], 50);
  return {
    rows: rows.map(([what], i) => [what, p50(i).toFixed(0), at(timings[i], 95).toFixed(0)]),
    quadRatio: p50(1) / p50(0),
    cylinderRatio: p50(3) / p50(2),
  };
}
