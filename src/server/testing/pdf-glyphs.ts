import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One glyph as a PDF viewer places it: its code (the glyph id, for our Identity-H fonts) and pen. */
export interface DrawnGlyph {
  id: number;
  /** The characters the font's ToUnicode map gives for it. */
  text: string;
  /** The font's name in the file, e.g. 'ABCDEF+Poppins-Regular'. */
  font: string;
  size: number;
  x: number;
  y: number;
}

interface PdfJsGlyph {
  originalCharCode: number;
  unicode: string;
  width: number;
}

/**
 * The glyphs of each page in drawing order, placed by pdf.js's own reading of the content stream
 * and fonts (text matrix, font widths, TJ adjustments, rise): where a viewer draws them. Handles
 * the operators our PDFs use, for horizontal text without scaling.
 */
export async function pdfGlyphs(bytes: Uint8Array): Promise<DrawnGlyph[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: DrawnGlyph[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { fnArray, argsArray } = await page.getOperatorList();
    const glyphs: DrawnGlyph[] = [];
    let font = '';
    let size = 0;
    let rise = 0;
    let line = { x: 0, y: 0 };
    let x = 0;
    fnArray.forEach((fn, i) => {
      const args = argsArray[i] as unknown[];
      if (fn === OPS.beginText) {
        line = { x: 0, y: 0 };
        x = 0;
      } else if (fn === OPS.setFont) {
        const loaded = page.commonObjs.get(args[0] as string) as { name?: string };
        font = loaded.name ?? '';
        size = args[1] as number;
      } else if (fn === OPS.setTextMatrix) {
        const m = (Array.isArray(args[0]) ? args[0] : args) as number[];
        line = { x: m[4] ?? 0, y: m[5] ?? 0 };
        x = line.x;
      } else if (fn === OPS.moveText) {
        line = { x: line.x + (args[0] as number), y: line.y + (args[1] as number) };
        x = line.x;
      } else if (fn === OPS.setTextRise) {
        rise = args[0] as number;
      } else if (fn === OPS.showText) {
        for (const item of args[0] as (number | PdfJsGlyph)[]) {
          if (typeof item === 'number') x -= (item / 1000) * size;
          else {
            glyphs.push({ id: item.originalCharCode, text: item.unicode, font, size, x, y: line.y + rise });
            x += (item.width / 1000) * size;
          }
        }
      }
    });
    pages.push(glyphs);
  }
  await doc.destroy();
  return pages;
}
