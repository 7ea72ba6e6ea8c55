import { createHash } from 'node:crypto';
import type * as fontkit from 'fontkit';
import { PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { ShapedGlyph } from '../platform/text-shaping/shape-text';

/** A font on its way into a PDF: the glyphs used so far, written out as a subset at the end. */
export interface FontSubset {
  ref: PDFRef;
  font: fontkit.Font;
  subset: fontkit.Subset;
  /** Glyph id in the font -> glyph id in the subset. */
  subsetIds: Map<number, number>;
  /** Glyph id -> the text it draws, for copy and search (ToUnicode). */
  unicode: Map<number, string>;
}

export const hex4 = (n: number) => n.toString(16).padStart(4, '0');
export const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function newFontSubset(pdf: PDFDocument, font: fontkit.Font): FontSubset {
  return { ref: pdf.context.nextRef(), font, subset: font.createSubset(), subsetIds: new Map(), unicode: new Map() };
}

export function addGlyphs(s: FontSubset, glyphs: readonly ShapedGlyph[]) {
  for (const glyph of glyphs) {
    if (!s.subsetIds.has(glyph.id)) s.subsetIds.set(glyph.id, includeGlyph(s.subset, s.font, glyph.id));
    // .notdef stands for every character no font has: it maps to none of them.
    if (glyph.id !== 0 && !s.unicode.has(glyph.id) && glyph.codePoints.length)
      s.unicode.set(glyph.id, String.fromCodePoint(...glyph.codePoints));
  }
}

/** A glyph's width in em as the font's W table in the PDF states it (to 1/1000 of a unit). */
export function widthInPdf(font: fontkit.Font, id: number): number {
  return round3((font.getGlyph(id).advanceWidth * 1000) / font.unitsPerEm) / 1000;
}

/** fontkit's subset answers the glyph's id in the subset (its type definitions say boolean). */
function includeGlyph(subset: fontkit.Subset, font: fontkit.Font, id: number): number {
  return subset.includeGlyph(font.getGlyph(id)) as unknown as number;
}

/**
 * Writes the subset as a Type0 font whose character codes are the font's own glyph ids
 * (Identity-H), so the content streams can be written before the subset is known.
 */
export function writeFontSubset(pdf: PDFDocument, e: FontSubset) {
  const { context } = pdf;
  const { font } = e;
  const scale = 1000 / font.unitsPerEm;
  const ids = [...e.subsetIds.keys()].sort((a, b) => a - b);
  const fontBytes = e.subset.encode();
  // Character codes are the font's own glyph ids: CIDToGIDMap points each at its place in the subset.
  const cidToGid = new Uint8Array(2 * ((ids.at(-1) ?? 0) + 1));
  for (const [id, sub] of e.subsetIds) {
    cidToGid[2 * id] = sub >> 8;
    cidToGid[2 * id + 1] = sub & 0xff;
  }
  const widths = ids.flatMap((id) => [id, [round3(widthInPdf(font, id) * 1000)]]);
  // A subset's name starts with six capitals of its own, as the PDF specification asks (9.6.4).
  const tag = [...createHash('sha256').update(ids.join(',')).digest()]
    .slice(0, 6)
    .map((b) => String.fromCharCode(65 + (b % 26)))
    .join('');
  const name = `${tag}+${font.postscriptName || 'Font'}`;
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      Flags: 4,
      FontBBox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map((v) => Math.round(v * scale)),
      ItalicAngle: font.italicAngle,
      Ascent: Math.round(font.ascent * scale),
      Descent: Math.round(font.descent * scale),
      CapHeight: Math.round((font.capHeight || font.ascent) * scale),
      StemV: 80,
      FontFile2: context.register(context.flateStream(fontBytes, { Length1: fontBytes.length })),
    }),
  );
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
    }),
  );
  context.assign(
    e.ref,
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: name,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: context.register(context.flateStream(toUnicodeCmap(e.unicode))),
    }),
  );
}

/** The CMap that maps each glyph id back to its characters (PDF 9.10.3), 100 entries a block. */
function toUnicodeCmap(unicode: Map<number, string>): string {
  const entries = [...unicode].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    const lines = chunk.map(([id, text]) => `<${hex4(id)}> <${utf16(text)}>`);
    blocks.push(`${chunk.length} beginbfchar\n${lines.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

function utf16(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}
