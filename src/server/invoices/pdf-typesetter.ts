import { createHash } from 'node:crypto';
import type * as fontkit from 'fontkit';
import {
  beginText,
  endMarkedContent,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  PDFArray,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  type Color,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { shapeText, textWidth, type ShapedRun } from '../text-shaping/shape-text';

/** Font files in order of preference: the first that draws a character draws it. */
export type FontChain = readonly string[];

export interface Typesetter {
  /** The width in points of a line set in `chain` at `size`. */
  widthOf(text: string, chain: FontChain, size: number): number;
  /** Draws one line with its baseline's left end at (x, y). */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; chain: FontChain; colour: Color }): void;
  /** Embeds the subsets of every font used: once, after the last draw and before `save`. */
  finish(): void;
}

interface Embedded {
  ref: PDFRef;
  font: fontkit.Font;
  subset: fontkit.Subset;
  /** Glyph id in the font -> glyph id in the subset. */
  subsetIds: Map<number, number>;
  /** Glyph id -> the text it draws, for copy and search (ToUnicode). */
  unicode: Map<number, string>;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Draws text shaped by fontkit into a pdf-lib document. pdf-lib's own drawText asks fontkit for
 * the glyphs but advances each by the font's plain width, so a reph, a conjunct or a matra variant
 * (no Unicode of their own, so no width in pdf-lib's table) land a full em apart: the "broken
 * joins". Here every glyph is placed where fontkit put it (TJ adjustments and text rise), the
 * character codes are the font's glyph ids (CIDToGIDMap maps them into a subset holding only the
 * glyphs used), and each line carries its text as ActualText so copying gives the characters typed.
 */
export function createTypesetter(pdf: PDFDocument): Typesetter {
  const { context } = pdf;
  const embedded = new Map<string, Embedded>();
  const pageFonts = new WeakMap<PDFPage, Map<string, PDFName>>();

  const embed = (run: ShapedRun): Embedded => {
    let e = embedded.get(run.fontFile);
    if (!e) {
      const subset = run.font.createSubset();
      e = { ref: context.nextRef(), font: run.font, subset, subsetIds: new Map(), unicode: new Map() };
      embedded.set(run.fontFile, e);
    }
    for (const glyph of run.glyphs) {
      if (!e.subsetIds.has(glyph.id)) e.subsetIds.set(glyph.id, includeGlyph(e.subset, run.font, glyph.id));
      if (!e.unicode.has(glyph.id) && glyph.codePoints.length)
        e.unicode.set(glyph.id, String.fromCodePoint(...glyph.codePoints));
    }
    return e;
  };

  const fontKey = (page: PDFPage, fontFile: string, ref: PDFRef): PDFName => {
    let keys = pageFonts.get(page);
    if (!keys) pageFonts.set(page, (keys = new Map<string, PDFName>()));
    let key = keys.get(fontFile);
    if (!key) keys.set(fontFile, (key = page.node.newFontDictionary('Kg', ref)));
    return key;
  };

  /** The glyph's width as the embedded W table states it, in em. */
  const widthOf = (font: fontkit.Font, id: number) =>
    round3((font.getGlyph(id).advanceWidth * 1000) / font.unitsPerEm) / 1000;

  const runOperators = (run: ShapedRun, size: number): PDFOperator[] => {
    const ops: PDFOperator[] = [];
    let items = PDFArray.withContext(context);
    let pending = 0;
    let rise = 0;
    const flush = () => {
      if (items.size()) ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [items]));
      items = PDFArray.withContext(context);
    };
    const shift = (em: number) => {
      pending -= em * 1000;
    };
    for (const glyph of run.glyphs) {
      if (glyph.yOffset !== rise) {
        flush();
        rise = glyph.yOffset;
        ops.push(setTextRise(round3(rise * size)));
      }
      // TJ numbers move the pen left by n/1000 em: offset before the glyph, the rest of fontkit's
      // advance (less the width the viewer already adds) after it.
      shift(glyph.xOffset);
      if (Math.abs(pending) >= 0.001) items.push(PDFNumber.of(round3(pending)));
      pending = 0;
      items.push(PDFHexString.of(hex4(glyph.id)));
      shift(glyph.advance - widthOf(run.font, glyph.id) - glyph.xOffset);
    }
    flush();
    if (rise !== 0) ops.push(setTextRise(0));
    return ops;
  };

  return {
    widthOf: (text, chain, size) => textWidth(text, chain) * size,

    draw(page, text, { x, y, size, chain, colour }) {
      if (!text) return;
      const runs = shapeText(text, chain);
      // A dictionary operand written as it stands (pdf-lib's operator type leaves dictionaries out).
      const actualText = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
      const ops: PDFOperator[] = [
        pushGraphicsState(),
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), actualText]),
        beginText(),
        setFillingColor(colour),
      ];
      let penX = x;
      for (const run of runs) {
        const e = embed(run);
        ops.push(setFontAndSize(fontKey(page, run.fontFile, e.ref), size), setTextMatrix(1, 0, 0, 1, penX, y));
        ops.push(...runOperators(run, size));
        penX += run.width * size;
      }
      ops.push(endText(), endMarkedContent(), popGraphicsState());
      page.pushOperators(...ops);
    },

    finish() {
      for (const e of embedded.values()) writeFont(pdf, e);
    },
  };
}

/** fontkit's subset answers the glyph's id in the subset (its type definitions say boolean). */
function includeGlyph(subset: fontkit.Subset, font: fontkit.Font, id: number): number {
  return subset.includeGlyph(font.getGlyph(id)) as unknown as number;
}

function writeFont(pdf: PDFDocument, e: Embedded) {
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
  const widths = ids.flatMap((id) => [id, [Math.round(font.getGlyph(id).advanceWidth * scale * 1000) / 1000]]);
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
