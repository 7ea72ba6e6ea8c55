import type { LaserProfile, LaserSoftware } from '../../../contracts/machines';
import type { Drawing } from '../drawing';
import { flattenShape, type Polyline } from './flatten';

/**
 * The colours each laser program reads as a layer. LightBurn puts an imported shape on the
 * palette layer nearest its colour (00 black, 01 blue, 02 red) and makes filled shapes Fill and
 * stroked ones Line; Glowforge makes filled shapes an engrave step and stroked ones a cut (a
 * score is chosen per colour step); xTool Creative Space groups by colour and, like the others,
 * defaults a fill to engrave and a stroke to cut or score. So every program gets: cut as a red
 * hairline, score as a blue hairline, engrave as filled black.
 */
export const LASER_COLOURS: Record<LaserSoftware, { cut: string; score: string; engrave: string }> = {
  lightburn: { cut: '#ff0000', score: '#0000ff', engrave: '#000000' },
  xtool: { cut: '#ff0000', score: '#0000ff', engrave: '#000000' },
  glowforge: { cut: '#ff0000', score: '#0000ff', engrave: '#000000' },
  svg: { cut: '#ff0000', score: '#0000ff', engrave: '#000000' },
};

/** A hairline: LightBurn and Glowforge ignore the width; a print RIP still shows it. */
export const HAIRLINE_MM = 0.05;

export interface LaserLayers {
  cut: Polyline[][];
  score: Polyline[][];
  engrave: Polyline[][];
}

/** The drawing sorted into the operations the laser has: each entry is one shape's subpaths. */
export function laserLayers(drawing: Drawing, ops: LaserProfile['operations']): LaserLayers {
  const out: LaserLayers = { cut: [], score: [], engrave: [] };
  for (const layer of drawing.layers)
    for (const shape of layer.shapes) {
      const lines = flattenShape(shape);
      if (lines.length === 0) continue;
      if (layer.id === 'cut') {
        if (ops.cut) out.cut.push(lines);
      } else if (shape.fill && lines.every((l) => l.closed) && ops.engrave) out.engrave.push(lines);
      // Open strokes (a flourish) and, on a laser that cannot fill, the outlines are scored.
      else if (ops.score) out.score.push(lines);
      else if (ops.engrave && shape.fill) out.engrave.push(lines.map((l) => ({ ...l, closed: true })));
    }
  return out;
}

const num = (v: number) => String(Math.round(v * 1000) / 1000);

function pathData(lines: Polyline[]): string {
  return lines
    .map((l) => {
      const pts =
        l.closed && samePoint(l.points[0]!, l.points[l.points.length - 1]!) ? l.points.slice(0, -1) : l.points;
      return `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}${l.closed ? 'Z' : ''}`;
    })
    .join('');
}

export function samePoint(a: [number, number], b: [number, number]): boolean {
  return Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The laser's SVG: millimetres (width/height in mm, viewBox in mm), one group per operation in
 * the program's colours, engrave first and cut last (the order every program runs them by
 * default is the layer order), curves flattened to straight segments, no text, clip or mask.
 */
export function laserSvg(
  drawing: Pick<Drawing, 'title' | 'size'>,
  layers: LaserLayers,
  software: LaserSoftware,
): string {
  const c = LASER_COLOURS[software];
  const { widthMm, heightMm } = drawing.size;
  const group = (id: string, label: string, body: string) =>
    body ? `<g id="${id}" inkscape:groupmode="layer" inkscape:label="${label}">${body}</g>\n` : '';
  const engrave = layers.engrave.map((l) => `<path d="${pathData(l)}" fill="${c.engrave}" stroke="none"/>`).join('');
  const stroke = (colour: string) => (l: Polyline[]) =>
    `<path d="${pathData(l)}" fill="none" stroke="${colour}" stroke-width="${HAIRLINE_MM}"/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ` +
    `width="${num(widthMm)}mm" height="${num(heightMm)}mm" viewBox="0 0 ${num(widthMm)} ${num(heightMm)}">\n` +
    `<title>${escapeXml(drawing.title)}</title>\n` +
    group('engrave', 'Engrave', engrave) +
    group('score', 'Score', layers.score.map(stroke(c.score)).join('')) +
    group('cut', 'Cut', layers.cut.map(stroke(c.cut)).join('')) +
    '</svg>\n'
  );
}
