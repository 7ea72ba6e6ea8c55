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
  type Color,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { shapeText, textWidth, type ShapedRun } from '../platform/text-shaping/shape-text';
import {
  addGlyphs,
  hex4,
  newFontSubset,
  round3,
  widthInPdf,
  writeFontSubset,
  type FontSubset,
} from './pdf-font-subset';

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
  const embedded = new Map<string, FontSubset>();
  const pageFonts = new WeakMap<PDFPage, Map<string, PDFName>>();

  const embed = (run: ShapedRun): FontSubset => {
    let e = embedded.get(run.fontFile);
    if (!e) embedded.set(run.fontFile, (e = newFontSubset(pdf, run.font)));
    addGlyphs(e, run.glyphs);
    return e;
  };

  const fontKey = (page: PDFPage, fontFile: string, ref: PDFRef): PDFName => {
    let keys = pageFonts.get(page);
    if (!keys) pageFonts.set(page, (keys = new Map<string, PDFName>()));
    let key = keys.get(fontFile);
    if (!key) keys.set(fontFile, (key = page.node.newFontDictionary('Kg', ref)));
    return key;
  };

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
      shift(glyph.advance - widthInPdf(run.font, glyph.id) - glyph.xOffset);
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
      for (const e of embedded.values()) writeFontSubset(pdf, e);
    },
  };
}
