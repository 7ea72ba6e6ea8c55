import { PDFDocument } from 'pdf-lib';
import {
  A4,
  block,
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
} from '../invoices/invoice-pdf-pen';
import { createTypesetter } from '../invoices/pdf-typesetter';
import type { CreditNoteDocument } from './credit-notes';

/**
 * A claim's GST credit note as one A4 page, in the tax invoice's look (its pen, fonts and columns):
 * what CGST rule 53(1A) asks of a credit note: its own number and date, the seller's and buyer's
 * particulars, the invoice it refers to with its date, the value and the tax reversed, and the
 * signatory. One piece per note, so it never runs past a page.
 */
export async function creditNoteToPdf(doc: CreditNoteDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const issued = new Date(doc.issuedAt);
  pdf.setTitle(`Credit note ${doc.number}`);
  pdf.setAuthor(doc.seller.legalName);
  pdf.setProducer('Kaarigar invoices');
  pdf.setCreator('Kaarigar');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const pen: Pen = { setter: createTypesetter(pdf), page: pdf.addPage(A4), y: TOP };

  text(pen, 'Credit note', MARGIN, { size: 18, bold: true });
  text(pen, `No. ${doc.number}`, RIGHT, { size: 11, bold: true, right: true });
  pen.y -= 16;
  text(pen, `Date of issue: ${documentDate(doc.issuedAt)}`, RIGHT, { right: true });
  text(pen, `Order ${doc.orderReference}`, MARGIN, { colour: MUTED });
  pen.y -= 14;
  text(pen, `Against tax invoice ${doc.invoiceNumber} of ${documentDate(doc.invoiceDate)}`, MARGIN, { bold: true });
  pen.y -= 26;

  const half = (A4[0] - 2 * MARGIN) / 2 - 10;
  const afterSeller = block(pen, MARGIN, half, 'ISSUED BY', [
    doc.seller.legalName,
    doc.seller.address,
    `${doc.seller.state} (state code ${doc.seller.stateCode})`,
    doc.seller.gstin ? `GSTIN ${doc.seller.gstin}` : 'Not registered under GST',
  ]);
  const afterBuyer = block(pen, MARGIN + half + 20, half, 'ISSUED TO', [
    doc.buyer.name,
    doc.buyer.address,
    `${doc.buyer.state} (state code ${doc.buyer.stateCode})`,
    `Place of supply: ${doc.placeOfSupply} (${doc.buyer.stateCode})`,
  ]);
  pen.y = Math.min(afterSeller, afterBuyer) - 14;

  text(pen, 'Item', COLS.desc, { bold: true, size: 8 });
  text(pen, 'HSN', COLS.hsn, { bold: true, size: 8 });
  text(pen, 'GST', COLS.rate, { bold: true, size: 8 });
  text(pen, 'Taxable value', COLS.taxable + 20, { bold: true, size: 8, right: true });
  text(pen, 'Total', COLS.total, { bold: true, size: 8, right: true });
  pen.y -= 16;
  rule(pen);

  const { line } = doc;
  const inter = (doc.supply ?? (line.integratedPaise > 0 ? 'inter_state' : 'intra_state')) === 'inter_state';
  const desc = wrap(pen, line.description, 9, COLS.hsn - COLS.desc - 10);
  text(pen, desc[0] ?? '', COLS.desc);
  text(pen, line.hsn, COLS.hsn);
  text(pen, `${line.gstRate}%`, COLS.rate);
  text(pen, money(line.taxablePaise), COLS.taxable + 20, { right: true });
  text(pen, money(line.grossPaise), COLS.total, { right: true });
  for (const more of desc.slice(1)) {
    pen.y -= 12;
    text(pen, more, COLS.desc);
  }
  pen.y -= 12;
  text(pen, doc.reason, COLS.desc, { size: 8, colour: MUTED });
  pen.y -= 18;
  rule(pen);
  pen.y -= 14;

  const totals: [string, number][] = [['Taxable value reduced', line.taxablePaise]];
  if (inter) totals.push([`IGST ${line.gstRate}% reversed`, line.integratedPaise]);
  else
    totals.push(
      [`CGST ${line.gstRate / 2}% reversed`, line.centralPaise],
      [`${doc.localTaxName} ${line.gstRate / 2}% reversed`, line.localPaise],
    );
  totals.push(['Total credited', line.grossPaise]);
  totals.forEach(([label, paise], i) => {
    const bold = i === totals.length - 1;
    text(pen, label, COLS.qty, { bold });
    text(pen, money(paise), RIGHT, { right: true, bold });
    pen.y -= 14;
  });
  pen.y -= 16;
  for (const note of [
    `This note reduces the value and the tax of tax invoice ${doc.invoiceNumber}; the invoice itself is unchanged.`,
    'This is a computer-generated document and needs no signature.',
  ]) {
    text(pen, note, MARGIN, { size: 8, colour: MUTED });
    pen.y -= 12;
  }
  pen.y -= 14;
  text(pen, `For ${doc.seller.legalName}`, RIGHT, { right: true });
  pen.y -= 12;
  text(pen, 'Authorised signatory', RIGHT, { right: true, size: 8, colour: MUTED });
  pen.setter.finish();
  return Buffer.from(await pdf.save());
}
