import { createRequire } from 'node:module';
import { rgb, type PDFPage } from 'pdf-lib';
import { LETTERING_SCRIPTS, SCRIPT_FONTS } from '../../contracts/lettering-scripts';
import { formatRupees, fromPaise } from '../../contracts/money';
import type { FontChain, Typesetter } from './pdf-typesetter';

/* The invoice's page geometry, fonts and the few ways it writes text, shared by its parts. */

const require = createRequire(import.meta.url);
// Poppins has the rupee sign and Devanagari; Noto Emoji (outline, not colour) draws what a shopper
// may type that no text font has, rather than an empty box. Only the glyphs used are embedded.
// A name in another script (Tamil, Urdu...) takes the lettering table's sans face for it: the
// same family the piece is lettered in, in the invoice's two weights.
const scriptFaces = (weight: '400Regular' | '600SemiBold') =>
  LETTERING_SCRIPTS.map((script) => require.resolve(SCRIPT_FONTS[script].sans.replaceAll('600SemiBold', weight)));
export const REGULAR: FontChain = [
  require.resolve('@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf'),
  ...scriptFaces('400Regular'),
  require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
];
export const BOLD: FontChain = [
  require.resolve('@expo-google-fonts/poppins/600SemiBold/Poppins_600SemiBold.ttf'),
  ...scriptFaces('600SemiBold'),
  require.resolve('@expo-google-fonts/noto-emoji/600SemiBold/NotoEmoji_600SemiBold.ttf'),
];

export const INK = rgb(0.13, 0.11, 0.1);
export const MUTED = rgb(0.38, 0.35, 0.32);
export const RULE = rgb(0.82, 0.79, 0.74);
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const TOP = A4[1] - MARGIN - 14;
/** The lowest baseline any row, total or note may use. */
export const BOTTOM = MARGIN;
export const RIGHT = A4[0] - MARGIN;
// Columns: description, HSN, quantity, GST rate, taxable value, total.
export const COLS = { desc: MARGIN, hsn: 270, qty: 330, rate: 370, taxable: 450, total: RIGHT };

export const money = (paise: number) => formatRupees(fromPaise(paise));

/** A tax document's date as India reads it ("28 November 2026"), on India's calendar day. */
export const documentDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** Where the invoice is being written: the page and the baseline of the next line. */
export interface Pen {
  setter: Typesetter;
  page: PDFPage;
  y: number;
}

type TextOptions = { size?: number; bold?: boolean; right?: boolean; colour?: typeof INK };

export function text(pen: Pen, value: string, x: number, options: TextOptions = {}) {
  const chain = options.bold ? BOLD : REGULAR;
  const size = options.size ?? 9;
  const left = options.right ? x - pen.setter.widthOf(value, chain, size) : x;
  pen.setter.draw(pen.page, value, { x: left, y: pen.y, size, chain, colour: options.colour ?? INK });
}

export function wrap(pen: Pen, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (pen.setter.widthOf(next, REGULAR, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

export function block(pen: Pen, x: number, width: number, title: string, rows: string[]) {
  const top = pen.y;
  text(pen, title, x, { bold: true, size: 8, colour: MUTED });
  pen.y -= 13;
  for (const row of rows.flatMap((r) => wrap(pen, r, 9, width))) {
    text(pen, row, x);
    pen.y -= 12;
  }
  const bottom = pen.y;
  pen.y = top;
  return bottom;
}

export function rule(pen: Pen) {
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y + 10 },
    end: { x: RIGHT, y: pen.y + 10 },
    thickness: 0.6,
    color: RULE,
  });
}
