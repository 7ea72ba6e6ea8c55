import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatRupees, fromPaise } from '../../contracts/money';
import type { InvoiceDocument } from './invoice-document';

const require = createRequire(import.meta.url);
// Poppins has the rupee sign (Helvetica's WinAnsi has not). pdf-lib's subsetter needs its own fork
// of fontkit, so the fonts are embedded whole: about 75 KB each, compressed.
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/poppins/600SemiBold/Poppins_600SemiBold.ttf'),
};

const INK = rgb(0.13, 0.11, 0.1);
const MUTED = rgb(0.38, 0.35, 0.32);
const RULE = rgb(0.82, 0.79, 0.74);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

const money = (paise: number) => formatRupees(fromPaise(paise));

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

function text(
  pen: Pen,
  value: string,
  x: number,
  options: { size?: number; bold?: boolean; right?: boolean; colour?: typeof INK } = {},
) {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 9;
  const width = font.widthOfTextAtSize(value, size);
  pen.page.drawText(value, { x: options.right ? x - width : x, y: pen.y, size, font, color: options.colour ?? INK });
}

function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
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
  for (const row of rows.flatMap((r) => wrap(pen.regular, r, 9, width))) {
    text(pen, row, x);
    pen.y -= 12;
  }
  const bottom = pen.y;
  pen.y = top;
  return bottom;
}

/** The invoice as an A4 PDF: every particular CGST rule 46 (or rule 49, for a bill of supply) asks for. */
export async function invoiceToPdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit as never);
  const issued = new Date(doc.issuedAt);
  pdf.setTitle(`${doc.kind === 'tax_invoice' ? 'Tax invoice' : 'Bill of supply'} ${doc.number}`);
  pdf.setAuthor(doc.seller.legalName);
  pdf.setProducer('Kaarigar invoices');
  pdf.setCreator('Kaarigar');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const [regularBytes, boldBytes] = await Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]);
  const pen: Pen = {
    page: pdf.addPage(A4),
    regular: await pdf.embedFont(regularBytes, { subset: false }),
    bold: await pdf.embedFont(boldBytes, { subset: false }),
    y: A4[1] - MARGIN - 14,
  };
  const right = A4[0] - MARGIN;
  const taxed = doc.kind === 'tax_invoice';

  text(pen, taxed ? 'Tax invoice' : 'Bill of supply', MARGIN, { size: 18, bold: true });
  text(pen, `No. ${doc.number}`, right, { size: 11, bold: true, right: true });
  pen.y -= 16;
  const date = issued.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  text(pen, `Date of issue: ${date}`, right, { right: true });
  text(pen, `Order ${doc.orderReference}`, MARGIN, { colour: MUTED });
  pen.y -= 26;

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

  // Columns: description, HSN, qty, rate, taxable value, tax, total.
  const cols = { desc: MARGIN, hsn: 270, qty: 330, rate: 370, taxable: 450, tax: 500, total: right };
  const rule = () =>
    pen.page.drawLine({
      start: { x: MARGIN, y: pen.y + 10 },
      end: { x: right, y: pen.y + 10 },
      thickness: 0.6,
      color: RULE,
    });
  text(pen, 'Item', cols.desc, { bold: true, size: 8 });
  text(pen, 'HSN', cols.hsn, { bold: true, size: 8 });
  text(pen, 'Qty', cols.qty + 20, { bold: true, size: 8, right: true });
  if (taxed) text(pen, 'GST', cols.rate, { bold: true, size: 8 });
  text(pen, taxed ? 'Taxable value' : 'Value', cols.taxable + 20, { bold: true, size: 8, right: true });
  text(pen, 'Total', cols.total, { bold: true, size: 8, right: true });
  pen.y -= 8;
  rule();
  pen.y -= 8;
  for (const line of doc.lines) {
    const descLines = wrap(pen.regular, line.description, 9, cols.hsn - cols.desc - 10);
    text(pen, descLines[0] ?? '', cols.desc);
    text(pen, line.hsn, cols.hsn);
    text(pen, `${line.quantity} pc`, cols.qty + 20, { right: true });
    if (taxed) text(pen, `${line.gstRate}%`, cols.rate);
    text(pen, money(line.taxablePaise), cols.taxable + 20, { right: true });
    text(pen, money(line.grossPaise), cols.total, { right: true });
    for (const more of descLines.slice(1)) {
      pen.y -= 12;
      text(pen, more, cols.desc);
    }
    if (taxed) {
      pen.y -= 12;
      const parts =
        doc.supply === 'inter_state'
          ? `IGST ${line.gstRate}%: ${money(line.integratedPaise)}`
          : `CGST ${line.gstRate / 2}%: ${money(line.centralPaise)} · ${doc.localTaxName} ${line.gstRate / 2}%: ${money(line.localPaise)}`;
      text(pen, parts, cols.desc, { size: 8, colour: MUTED });
    }
    pen.y -= 18;
    rule();
    pen.y -= 4;
  }

  pen.y -= 10;
  const totalRow = (label: string, paise: number, bold = false) => {
    text(pen, label, cols.rate, { bold });
    text(pen, money(paise), right, { right: true, bold });
    pen.y -= 14;
  };
  const t = doc.totals;
  if (taxed) {
    totalRow('Taxable value', t.taxablePaise);
    if (doc.supply === 'inter_state') totalRow('IGST', t.integratedPaise);
    else {
      totalRow('CGST', t.centralPaise);
      totalRow(doc.localTaxName, t.localPaise);
    }
  }
  totalRow('Total', t.grossPaise, true);
  pen.y -= 16;

  const notes = taxed
    ? ['Prices include GST. Tax payable on reverse charge: No.']
    : ['The seller is not registered under GST: no tax is charged on this bill.'];
  notes.push('This is a computer-generated document and needs no signature.');
  for (const note of notes) {
    text(pen, note, MARGIN, { size: 8, colour: MUTED });
    pen.y -= 12;
  }
  pen.y -= 14;
  text(pen, `For ${doc.seller.legalName}`, right, { right: true });
  pen.y -= 12;
  text(pen, 'Authorised signatory', right, { right: true, size: 8, colour: MUTED });
  return Buffer.from(await pdf.save());
}
