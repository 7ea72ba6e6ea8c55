import { describe, expect, it } from 'vitest';
import { preflightReason } from './preflight-insights';

describe('preflight reasons', () => {
  it("puts each of the preflight's sentences under its reason", () => {
    const cases: [string, string][] = [
      ['Has a <text> element, which the laser software cannot use', 'svg-element'],
      ['A path is filled in #123456, not a layer colour', 'colour'],
      ['A #ff0000 line is 0.3 mm wide, more than 0.1 mm', 'stroke'],
      ['A filled path is not closed', 'open-path'],
      ['An open polyline on CUT', 'open-path'],
      ['The width is 300 mm, the piece is 304.8 mm', 'size'],
      ['The viewBox is not the piece in millimetres', 'size'],
      ['$INSUNITS is 1, not 4 (millimetres)', 'units'],
      ['The CUT layer is colour 3, not 1', 'layers'],
      ['The cut outline does not start at the origin', 'cut-outline'],
      ['No pHYs chunk: the printer cannot tell its size', 'dpi'],
      ['72 DPI, not 300', 'dpi'],
      ['The photo prints at 96 DPI, below 150 DPI', 'photo-dpi'],
      ['The artwork stops at the trim: no bleed', 'bleed'],
      ['The bleed is 0 mm, the print shop wants 3 mm', 'bleed'],
      ['No room outside the bleed for crop marks', 'marks'],
      ['KG-10040-1: 3 of 4 registration marks', 'marks'],
      ['The TrimBox is 300 mm x 200 mm, the piece is 304.8 mm x 203.2 mm', 'boxes'],
      ['The font Helvetica is not embedded', 'fonts'],
      ['Colour in DeviceRGB, not CMYK', 'cmyk'],
      ['The sheet is 1237.39 mm x 874.78 mm, the paper is 297 mm x 210 mm', 'size'],
      ['KG-10041-1 runs off the paper', 'paper'],
      ['The transfer is larger than the 297 x 210 mm paper', 'paper'],
      ['KG-10040-1 and KG-10041-1 overlap', 'overlap'],
      ['KG-10040-1 is not mirrored', 'mirror'],
      ['dxf-parser cannot read it: bad group', 'unreadable'],
      ['Something new', 'other'],
    ];
    expect(cases.map(([p]) => preflightReason(p))).toEqual(cases.map(([, r]) => r));
  });
});
