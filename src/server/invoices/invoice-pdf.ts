import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { formatRupees, fromPaise } from '../../contracts/money';
import type { InvoiceDocument } from './invoice-document';
import type { TaxedLine } from './tax-split';
import { createTypesetter, type FontChain, type Typesetter } from './pdf-typesetter';

const require = createRequire(import.meta.url);
// Poppins has the rupee sign and Devanagari; Noto Emoji (outline, not colour) draws what a shopper
// may type that no text font has, rather than an empty box. Only the glyphs used are embedded.
const REGULAR: FontChain = [
  require.resolve('@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
];
const BOLD: FontChain = [
  require.resolve('@expo-google-fonts/poppins/600SemiBold/Poppins_600SemiBold.ttf'),
  require.resolve('@expo-google-fonts/noto-emoji/600SemiBold/NotoEmoji_600SemiBold.ttf'),
];

const INK = rgb(0.13, 0.11, 0.1);
const MUTED = rgb(0.38, 0.35, 0.32);
const RULE = rgb(0.82, 0.79, 0.74);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const TOP = A4[1] - MARGIN - 14;
/** The lowest baseline any row, total or note may use. */
const BOTTOM = MARGIN;
const RIGHT = A4[0] - MARGIN;
// Columns: description, HSN, qty, rate, taxable value, tax, total.
const COLS = { desc: MARGIN, hsn: 270, qty: 330, rate: 370, taxable: 450, total: RIGHT };

const money = (paise: number) => formatRupees(fromPaise(paise));

interface Pen {
  setter: Typesetter;
  page: PDFPage;
  y: number;
}

type TextOptions = { size?: number; bold?: boolean; right?: boolean; colour?: typeof INK };

function text(pen: Pen, value: string, x: number, options: TextOptions = {}) {
  const chain = options.bold ? BOLD : REGULAR;
  const size = options.size ?? 9;
  const left = options.right ? x - pen.setter.widthOf(value, chain, size) : x;
  pen.setter.draw(pen.page, value, { x: left, y: pen.y, size, chain, colour: options.colour ?? INK });
}

function wrap(pen: Pen, value: string, size: number, width: number): string[] {
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

function block(pen: Pen, x: number, width: number, title: string, rows: string[]) {
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

function rule(pen: Pen) {
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y + 10 },
    end: { x: RIGHT, y: pen.y + 10 },
    thickness: 0.6,
    color: RULE,
  });
}

/** What every page starts with: the kind, number, date, shop and order, so a loose page is still known. */
function pageHeader(pen: Pen, doc: InvoiceDocument, first: boolean) {
  pen.y = TOP;
  text(pen, doc.kind === 'tax_invoice' ? 'Tax invoice' : 'Bill of supply', MARGIN, { size: 18, bold: true });
  text(pen, `No. ${doc.number}`, RIGHT, { size: 11, bold: true, right: true });
  pen.y -= 16;
  const date = new Date(doc.issuedAt).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  text(pen, `Date of issue: ${date}`, RIGHT, { right: true });
  text(pen, first ? `Order ${doc.orderReference}` : doc.seller.legalName, MARGIN, { colour: MUTED });
  if (!first) {
    pen.y -= 12;
    text(pen, `Order ${doc.orderReference}, continued`, MARGIN, { colour: MUTED });
  }
  pen.y -= 26;
}

function parties(pen: Pen, doc: InvoiceDocument) {
  const half = (A4[0] - 2 * MARGIN) / 2 - 10;
  const sellerRows = [
    doc.seller.legalName,
    doc.seller.address,
    `${doc.seller.state} (state code ${doc.seller.stateCode})`,
    doc.seller.gstin ? `GSTIN ${doc.seller.gstin}` : 'Not registered under GST',
    `${doc.seller.supportPhone} · ${doc.seller.supportEmail}`,
  ];
  const buyerRows = [
    doc.buyer.name,
    doc.buyer.address,
    `${doc.buyer.state} (state code ${doc.buyer.stateCode})`,
    `Place of supply: ${doc.placeOfSupply} (${doc.buyer.stateCode})`,
  ];
  const afterSeller = block(pen, MARGIN, half, 'SOLD BY', sellerRows);
  const afterBuyer = block(pen, MARGIN + half + 20, half, 'BILLED AND SHIPPED TO', buyerRows);
  pen.y = Math.min(afterSeller, afterBuyer) - 14;
}

function tableHeader(pen: Pen, taxed: boolean) {
  text(pen, 'Item', COLS.desc, { bold: true, size: 8 });
  text(pen, 'HSN', COLS.hsn, { bold: true, size: 8 });
  text(pen, 'Qty', COLS.qty + 20, { bold: true, size: 8, right: true });
  if (taxed) text(pen, 'GST', COLS.rate, { bold: true, size: 8 });
  text(pen, taxed ? 'Taxable value' : 'Value', COLS.taxable + 20, { bold: true, size: 8, right: true });
  text(pen, 'Total', COLS.total, { bold: true, size: 8, right: true });
  // The rule sits under the heads (it used to strike through them), the first row where it was.
  pen.y -= 16;
  rule(pen);
}

/** One line of the order: its wrapped description, amounts and tax split, and the height it takes. */
function rowOf(pen: Pen, doc: InvoiceDocument, line: TaxedLine) {
  const descLines = wrap(pen, line.description, 9, COLS.hsn - COLS.desc - 10);
  const taxed = doc.kind === 'tax_invoice';
  const taxParts = !taxed
    ? null
    : doc.supply === 'inter_state'
      ? `IGST ${line.gstRate}%: ${money(line.integratedPaise)}`
      : `CGST ${line.gstRate / 2}%: ${money(line.centralPaise)} · ${doc.localTaxName} ${line.gstRate / 2}%: ${money(line.localPaise)}`;
  // From the first baseline down to the last one.
  const depth = 12 * (descLines.length - 1) + (taxParts ? 12 : 0);
  return { line, descLines, taxParts, depth };
}

function drawRow(pen: Pen, row: ReturnType<typeof rowOf>, taxed: boolean) {
  const { line, descLines, taxParts } = row;
  text(pen, descLines[0] ?? '', COLS.desc);
  text(pen, line.hsn, COLS.hsn);
  text(pen, `${line.quantity} pc`, COLS.qty + 20, { right: true });
  if (taxed) text(pen, `${line.gstRate}%`, COLS.rate);
  text(pen, money(line.taxablePaise), COLS.taxable + 20, { right: true });
  text(pen, money(line.grossPaise), COLS.total, { right: true });
  for (const more of descLines.slice(1)) {
    pen.y -= 12;
    text(pen, more, COLS.desc);
  }
  if (taxParts) {
    pen.y -= 12;
    text(pen, taxParts, COLS.desc, { size: 8, colour: MUTED });
  }
  pen.y -= 18;
  rule(pen);
  pen.y -= 4;
}

function closing(pen: Pen, doc: InvoiceDocument) {
  const taxed = doc.kind === 'tax_invoice';
  const t = doc.totals;
  const totals: [string, number][] = [];
  if (taxed) {
    totals.push(['Taxable value', t.taxablePaise]);
    if (doc.supply === 'inter_state') totals.push(['IGST', t.integratedPaise]);
    else totals.push(['CGST', t.centralPaise], [doc.localTaxName, t.localPaise]);
  }
  totals.push(['Total', t.grossPaise]);
  const notes = taxed
    ? ['Prices include GST. Tax payable on reverse charge: No.']
    : ['The seller is not registered under GST: no tax is charged on this bill.'];
  notes.push('This is a computer-generated document and needs no signature.');
  const depth = 10 + 14 * totals.length + 16 + 12 * notes.length + 14 + 12;
  return {
    depth,
    draw() {
      pen.y -= 10;
      totals.forEach(([label, paise], i) => {
        const bold = i === totals.length - 1;
        text(pen, label, COLS.rate, { bold });
        text(pen, money(paise), RIGHT, { right: true, bold });
        pen.y -= 14;
      });
      pen.y -= 16;
      for (const note of notes) {
        text(pen, note, MARGIN, { size: 8, colour: MUTED });
        pen.y -= 12;
      }
      pen.y -= 14;
      text(pen, `For ${doc.seller.legalName}`, RIGHT, { right: true });
      pen.y -= 12;
      text(pen, 'Authorised signatory', RIGHT, { right: true, size: 8, colour: MUTED });
    },
  };
}

/**
 * The invoice as A4 pages: every particular CGST rule 46 (or rule 49, for a bill of supply) asks
 * for. Each page repeats the header and the table's head; a row is never split across pages; the
 * totals, notes and signatory close the last page.
 */
export async function invoiceToPdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const issued = new Date(doc.issuedAt);
  pdf.setTitle(`${doc.kind === 'tax_invoice' ? 'Tax invoice' : 'Bill of supply'} ${doc.number}`);
  pdf.setAuthor(doc.seller.legalName);
  pdf.setProducer('Kaarigar invoices');
  pdf.setCreator('Kaarigar');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const taxed = doc.kind === 'tax_invoice';
  const pages: PDFPage[] = [];
  const pen: Pen = { setter: createTypesetter(pdf), page: pdf.addPage(A4), y: TOP };
  pages.push(pen.page);
  pageHeader(pen, doc, true);
  parties(pen, doc);
  tableHeader(pen, taxed);

  const nextPage = (withTable: boolean) => {
    pen.page = pdf.addPage(A4);
    pages.push(pen.page);
    pageHeader(pen, doc, false);
    if (withTable) tableHeader(pen, taxed);
  };
  for (const line of doc.lines) {
    const row = rowOf(pen, doc, line);
    if (pen.y - row.depth < BOTTOM) nextPage(true);
    drawRow(pen, row, taxed);
  }
  const end = closing(pen, doc);
  if (pen.y - end.depth < BOTTOM) nextPage(false);
  end.draw();

  // Page numbers last, when the count is known: under the date, where each page's header has room.
  pages.forEach((page, i) => {
    pen.page = page;
    pen.y = TOP - 28;
    text(pen, `Page ${i + 1} of ${pages.length}`, RIGHT, { right: true, size: 8, colour: MUTED });
  });
  pen.setter.finish();
  return Buffer.from(await pdf.save());
}
