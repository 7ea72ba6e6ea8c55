import { readFile } from 'node:fs/promises';
import { MUG_STYLES } from '../src/contracts/previews';
import { styleMugPhoto } from '../src/server/previews/caricature/caricature';
import { styleDistance, type StyleDistance } from '../src/server/previews/caricature/style-distance';
import { MUG_STYLES as PHOTO_FILTERS } from '../src/server/previews/compositor/kinds/mug-styles';
import type { Raster } from '../src/server/pieces/raster';

const PHOTOS = ['astronaut', 'chelsea'];
const PRINT = { width: 615, height: 460 };

const show = (d: StyleDistance) => `ΔE ${d.colour.toFixed(1)}, 1−SSIM ${d.structure.toFixed(2)}`;

/**
 * How far the caricature's four styles are from the photo and from each other inside the
 * subject's own mask (style-distance.ts: mean CIE76 ΔE and 1 − SSIM of luminance), for the two
 * fixture photos with a subject. Baseline: the photo filters the drawn styles replaced, applied
 * to the same framed scene and measured the same way. Rows: [what, drawn, photo filters].
 */
export async function benchCaricatureStyles(): Promise<string[][]> {
  const rows: string[][] = [];
  for (const name of PHOTOS) {
    const photo = await readFile(`src/server/previews/caricature/fixtures/${name}.png`);
    const drawn = await Promise.all(MUG_STYLES.map((style) => styleMugPhoto(photo, style, PRINT, 7)));
    const filtered = await Promise.all(
      MUG_STYLES.map((style, i) => {
        const scene = drawn[i]!.unstyled;
        return PHOTO_FILTERS[style]({ ...scene, data: Buffer.from(scene.data) }, 7);
      }),
    );
    const coverage = drawn[0]!.coverage;
    for (const [i, style] of MUG_STYLES.entries()) {
      const photoScene = drawn[i]!.unstyled;
      rows.push([
        `${name}, ${style} from the photo`,
        show(styleDistance(drawn[i]!.image, photoScene, coverage)),
        show(styleDistance(filtered[i]!, photoScene, coverage)),
      ]);
    }
    const closest = (images: Raster[]) => {
      let min: StyleDistance = { colour: Infinity, structure: Infinity };
      for (let i = 0; i < images.length; i++)
        for (let j = i + 1; j < images.length; j++) {
          const d = styleDistance(images[i]!, images[j]!, coverage);
          min = { colour: Math.min(min.colour, d.colour), structure: Math.min(min.structure, d.structure) };
        }
      return min;
    };
    rows.push([`${name}, closest two styles`, show(closest(drawn.map((d) => d.image))), show(closest(filtered))]);
  }
  return rows;
}

/** README rows, compact: "photo: style ΔE/1−SSIM, ..." from the photo, and the closest two styles. */
export function caricatureStyleFigures(rows: string[][]) {
  const short = (cell = '') => cell.replace('ΔE ', '').replace(', 1−SSIM ', '/');
  const perPhoto = (col: number) =>
    PHOTOS.map((name) => {
      const of = rows.filter((r) => r[0]?.startsWith(`${name}, `));
      const styles = of
        .filter((r) => r[0]!.endsWith('from the photo'))
        .map((r) => `${r[0]!.split(', ')[1]!.replace(' from the photo', '')} ${short(r[col])}`);
      const closest = of.find((r) => r[0]!.endsWith('closest two styles'));
      return `${name}: ${styles.join(', ')}; closest two styles ${short(closest?.[col])}`;
    }).join('. ');
  return [
    {
      what: 'caricature styles inside the subject mask at 615×460, mean CIE76 ΔE / 1 − SSIM (0 = the same picture): each style from the photo, and the closest two styles',
      figure: perPhoto(1),
      baseline: `the photo filters the drawn styles replaced: ${perPhoto(2)}`,
    },
  ];
}
