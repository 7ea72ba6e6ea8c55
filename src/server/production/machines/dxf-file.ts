import { Colors, DxfWriter, LWPolylineFlags, point2d, Units } from '@tarikjabiri/dxf';
import type { PieceSize } from '../../catalog/piece-size';
import type { LaserLayers } from './laser-svg';
import { samePoint } from './laser-svg';

/** The layers a CNC program maps to toolpaths, and the AutoCAD colour index each is drawn in. */
export const DXF_LAYERS = { CUT: Colors.Red, ENGRAVE: Colors.Blue, SCORE: Colors.Green } as const;

/**
 * The piece as a DXF for a CNC router (or a laser that takes DXF), written with
 * @tarikjabiri/dxf. Version R2000 (AC1015): the oldest that has `$INSUNITS` (R12 has no unit at
 * all, the cause of "25.4 times too big") and LWPOLYLINE with its closed flag, and the one
 * every CAM program (VCarve, Fusion, LightBurn, LibreCAD) reads. Units millimetres (4); y up, so
 * the piece's top left (y down in the layout) is flipped about its height; lettering and
 * ornaments are closed polylines already flattened within 0.05 mm.
 */
export function drawingToDxf(size: PieceSize, layers: LaserLayers): string {
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Millimeters);
  dxf.setVariable('$ACADVER', { 1: 'AC1015' });
  dxf.setVariable('$MEASUREMENT', { 70: 1 });
  dxf.setVariable('$EXTMIN', { 10: 0, 20: 0, 30: 0 });
  dxf.setVariable('$EXTMAX', { 10: size.widthMm, 20: size.heightMm, 30: 0 });
  for (const [name, colour] of Object.entries(DXF_LAYERS)) dxf.addLayer(name, colour, 'CONTINUOUS');
  const write = (layerName: keyof typeof DXF_LAYERS, shapes: LaserLayers['cut']) => {
    for (const lines of shapes)
      for (const l of lines) {
        const pts =
          l.closed && samePoint(l.points[0]!, l.points[l.points.length - 1]!) ? l.points.slice(0, -1) : l.points;
        if (pts.length < 2) continue;
        dxf.addLWPolyline(
          pts.map(([x, y]) => ({ point: point2d(round(x), round(size.heightMm - y)) })),
          { flags: l.closed ? LWPolylineFlags.Closed : LWPolylineFlags.None, layerName },
        );
      }
  };
  write('ENGRAVE', layers.engrave);
  write('SCORE', layers.score);
  write('CUT', layers.cut);
  return dxf.stringify();
}

const round = (v: number) => Math.round(v * 10000) / 10000;
