import type { Drawn } from '../kind-renderers';
import { blank, toRaster, type Raster } from '../../pieces/raster';
import { framed, releaseFrame, type Master } from './primitives/surface';
import { flattenFace, occlude, warpOnto, type FlatFace } from './primitives/template-warp';
import sharp from 'sharp';

interface Prepared {
  face: FlatFace;
  flat: Master;
  occluder: Raster | null;
}

const NOTHING = blank(0, 0, 3);

/** Worked out once per cached master (one photo and template), never per shopper's name. */
const prepared = new WeakMap<Master, Promise<Prepared>>();

function prepare(master: Master): Promise<Prepared> {
  let known = prepared.get(master);
  if (!known) {
    known = (async () => {
      const face = flattenFace(master.pixels, master.area);
      const occluder = master.area.occluder ? await polygonMask(master.area.occluder, master.pixels) : null;
      const flat: Master = { pixels: face.pixels, area: face.area, unrolled: master.area.shape?.kind === 'cylinder' };
      return { face, flat, occluder };
    })();
    prepared.set(master, known);
  }
  return known;
}

/**
 * A kind drawn through its template's shape: onto the unrolled face, then warped back onto the
 * photo under its light, with the occluder (a mug's handle) painted last so it stays in front.
 */
export async function drawShaped(master: Master, draw: (flat: Master) => Promise<Drawn>): Promise<Drawn> {
  const { face, flat, occluder } = await prepare(master);
  const drawn = await draw(flat);
  const pixels = warpOnto(framed(master, NOTHING, 0, 0), master.pixels, face, drawn.pixels, master.area.light);
  releaseFrame(drawn.pixels);
  if (occluder) occlude(pixels, master.pixels, occluder);
  return drawn.notice ? { pixels, notice: drawn.notice } : { pixels };
}

/** Occluder masks of front-on templates, worked out once per cached master. */
const frontOnMasks = new WeakMap<Master, Promise<Raster>>();

/**
 * A front-on template (a plain rectangle) with an occluder: the kind draws as always, then what
 * stands in front is painted back from the photo, as on a shaped template.
 */
export async function drawOccluded(
  master: Master,
  occluder: [number, number][],
  draw: () => Promise<Drawn>,
): Promise<Drawn> {
  let mask = frontOnMasks.get(master);
  if (!mask) {
    mask = polygonMask(occluder, master.pixels);
    frontOnMasks.set(master, mask);
  }
  const drawn = await draw();
  occlude(drawn.pixels, master.pixels, await mask);
  return drawn;
}

async function polygonMask(points: [number, number][], like: Raster): Promise<Raster> {
  const path = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${like.width}" height="${like.height}"><rect width="100%" height="100%" fill="#000"/><polygon points="${path}" fill="#fff"/></svg>`;
  return toRaster(sharp(Buffer.from(svg)).toColourspace('b-w').extractChannel(0));
}
