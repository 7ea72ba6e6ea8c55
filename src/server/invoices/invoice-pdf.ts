import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import {
  A4,
  block,
  BOTTOM,
  COLS,
  documentDate,
  MARGIN,
  money,
  MUTED,
  RIGHT,
  rule,
  text,
  TOP,
  wrap,
  type Pen,
} from './invoice-pdf-pen';
import { createTypesetter } from './pdf-typesetter';

/** What every page starts with: the kind, number, date, shop and order, so a loose page is still known. */
function pageHeader(pen: Pen, doc: InvoiceDocument, first: boolean) {
  pen.y = TOP;
  text(pen, doc.kind === 'tax_invoice' ? 'Tax invoice' : 'Bill of supply', MARGIN, { size: 18, bold: true });
  text(pen, `No. ${doc.number}`, RIGHT, { size: 11, bold: true, right: true });
  pen.y -= 16;
  const date = documentDate(doc.issuedAt);
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
function rowOf(pen: Pen, doc: InvoiceDocument, line: InvoiceLine) {
  const descLines = wrap(pen, line.description, 9, COLS.hsn - COLS.desc - 10);
  const taxed = doc.kind === 'tax_invoice';
  const tax = !taxed
    ? null
    : doc.supply === 'inter_state'
      ? `IGST ${line.gstRate}%: ${money(line.integratedPaise)}`
      : `CGST ${line.gstRate / 2}%: ${money(line.centralPaise)} · ${doc.localTaxName} ${line.gstRate / 2}%: ${money(line.localPaise)}`;
  // A discount on the invoice lowers the line's value before tax: the row says from what.
  const discount = line.discountPaise
    ? `Price ${money(line.discountPaise + line.grossPaise)} less discount ${money(line.discountPaise)}`
    : null;
  const taxParts = [discount, tax].filter(Boolean).join(' · ') || null;
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
  for (const a of doc.adjustments ?? [])
    if (a.kind === 'discount' && a.amountPaise < 0)
      notes.push(`Discount ${a.label}: ${money(-a.amountPaise)}, taken off the lines' values before tax.`);
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
