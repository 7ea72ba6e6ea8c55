import { eq } from 'drizzle-orm';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import sharp from 'sharp';
import { courierName } from '../../contracts/couriers';
import { orderReference } from '../../contracts/order-reference';
import { findInvoice } from '../invoices/invoice-service';
import { invoiceToPdf } from '../invoices/invoice-pdf';
import { A4, MARGIN, MUTED, text, TOP, wrap, type Pen } from '../invoices/invoice-pdf-pen';
import { createTypesetter } from '../invoices/pdf-typesetter';
import type { Database } from '../platform/db/client';
import { claims, orderLines, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import type { ObjectStore } from '../platform/storage/types';
import { COURIER_DISPUTE_DAYS, disputeDeadline, isTransitClaim } from './claim-rules';
import { statusTimes } from './claim-facts';
import { courierHistory } from './courier-history';
import { packingPhotoOf } from './packing-photo';
import { storedZip, type ZipEntry } from '../platform/zip/stored-zip';

const when = (d: Date | null) =>
  d ? d.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) : 'not yet';

async function embedPhoto(pdf: PDFDocument, store: ObjectStore, key: string): Promise<PDFImage | null> {
  const kept = await store.get(key);
  if (!kept) return null;
  // Kept as WebP; a PDF carries JPEG. Bounded so a pack of five photos stays small enough to upload.
  const jpeg = await sharp(kept.body)
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer();
  return pdf.embedJpg(jpeg);
}

/** Asks the courier for the parcel's tracking now and records it (shipping's refreshTracking). */
export type TrackingRefresh = (orderId: string) => Promise<'fresh' | 'unreachable' | 'none'>;

/**
 * Issue 44.3: the courier's dispute pack for a transit claim, as one PDF to download and attach:
 * a first page with the AWB, the order, dispatch and delivery dates, the claim and the parcel's
 * tracking history as the courier reported it (its own scans, asked afresh when it can be: the
 * dispute desk checks them against its records, not against our order timeline); then the packing
 * photo (the AWB label on it), the shopper's photos, each on its own page (a video is named here
 * and travels beside the PDF: disputePackZip); then the tax invoice, when there is one. Shiprocket asks for these within
 * COURIER_DISPUTE_DAYS of delivery (claim-rules.ts), and the first page says by when.
 */
export async function disputePack(
  db: Database,
  store: ObjectStore,
  claimId: string,
  refresh: TrackingRefresh = () => Promise.resolve('none'),
) {
  const [row] = await db
    .select({ claim: claims, order: orders, line: orderLines })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(orderLines, eq(orderLines.id, claims.orderLineId))
    .where(eq(claims.id, claimId));
  if (!row) throw new DomainError('not_found', 'There is no such claim.');
  const { claim, order, line } = row;
  if (!order.trackingNumber)
    throw new DomainError('conflict', 'This order has no AWB: there is no courier parcel to dispute.');
  const times = await statusTimes(db, order.id);
  const packing = await packingPhotoOf(db, order.id);
  const asked = await refresh(order.id);
  const askedAt = new Date();
  const history = await courierHistory(db, order.id);

  const pdf = await PDFDocument.create();
  const reference = orderReference(order.number);
  pdf.setTitle(`Dispute pack ${reference} AWB ${order.trackingNumber}`);
  pdf.setCreator('Kaarigar');
  const pen: Pen = { setter: createTypesetter(pdf), page: pdf.addPage(A4), y: TOP };
  const width = A4[0] - 2 * MARGIN;
  const say = (value: string, options: Parameters<typeof text>[3] = {}) => {
    for (const part of wrap(pen, value, options.size ?? 9, width)) {
      if (pen.y < MARGIN) {
        pen.page = pdf.addPage(A4);
        pen.y = TOP;
      }
      text(pen, part, MARGIN, options);
      pen.y -= (options.size ?? 9) + 4;
    }
  };
  say('Courier dispute pack', { size: 18, bold: true });
  pen.y -= 6;
  say(`AWB ${order.trackingNumber} · ${order.courier ? courierName(order.courier) : 'Courier'}`, {
    size: 12,
    bold: true,
  });
  say(`Order ${reference} · placed ${when(order.createdAt)}`);
  say(`Dispatched ${when(times.dispatchedAt)} · delivered ${when(times.deliveredAt)}`);
  const deadline = isTransitClaim(claim.reason) ? disputeDeadline(times.deliveredAt) : null;
  if (deadline) say(`File the dispute by ${deadline} (${COURIER_DISPUTE_DAYS} days after delivery).`, { bold: true });
  pen.y -= 8;
  say('The claim', { bold: true, size: 11 });
  say(
    `${line.productTitle} (${line.variantTitle}) · ${claim.reason.replace(/_/g, ' ')} · reported ${when(claim.createdAt)}`,
  );
  if (claim.note) say(`The shopper wrote: ${claim.note}`);
  const video = videoOf(claim, reference, order.trackingNumber);
  const shopper = video
    ? `the shopper's video (${video.file}, beside this PDF in the pack's ZIP)`
    : `${claim.evidenceKeys.length} photo${claim.evidenceKeys.length === 1 ? '' : 's'} from the shopper`;
  say(
    `Enclosed: ${packing ? 'the packing photo' : 'no packing photo (none was taken at dispatch)'}, ` +
      `${shopper}, the tax invoice when issued.`,
    { colour: MUTED },
  );
  pen.y -= 8;
  say('Tracking history', { bold: true, size: 11 });
  const viaShiprocket = history?.provider === 'shiprocket';
  if (viaShiprocket)
    say(
      asked === 'fresh'
        ? `As Shiprocket reports it for AWB ${order.trackingNumber}, asked at ${when(askedAt)}.`
        : `As Shiprocket reported it for AWB ${order.trackingNumber} up to now; its tracking could not be asked at ${when(askedAt)}.`,
      { colour: MUTED },
    );
  if (!history?.scans.length)
    say(
      viaShiprocket
        ? 'Shiprocket has reported no scans for this parcel.'
        : "No courier scans: this parcel's courier and AWB were typed by hand. Attach the courier's own tracking page.",
    );
  for (const scan of history?.scans ?? [])
    say(`${when(scan.at)} · ${scan.status || '-'} · ${scan.location || '-'} · ${scan.activity || '-'}`);

  const photoPage = async (title: string, key: string) => {
    const image = await embedPhoto(pdf, store, key);
    if (!image) return;
    pen.page = pdf.addPage(A4);
    pen.y = TOP;
    text(pen, title, MARGIN, { size: 12, bold: true });
    const box = { w: width, h: TOP - MARGIN - 30 };
    const scale = Math.min(box.w / image.width, box.h / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    pen.page.drawImage(image, { x: MARGIN, y: TOP - 24 - h, width: w, height: h });
  };
  if (packing)
    await photoPage(
      `Packing photo at dispatch (${when(packing.takenAt)}), AWB ${order.trackingNumber}`,
      packing.objectKey,
    );
  if (!video)
    for (const [i, key] of claim.evidenceKeys.entries())
      await photoPage(`The shopper's photo ${i + 1} of ${claim.evidenceKeys.length}`, key);

  const invoice = await findInvoice(db, order.id);
  if (invoice) {
    const invoicePdf = await PDFDocument.load(await invoiceToPdf(invoice.document));
    for (const page of await pdf.copyPages(invoicePdf, invoicePdf.getPageIndices())) pdf.addPage(page);
  }
  pen.setter.finish();
  return {
    pdf: Buffer.from(await pdf.save()),
    file: `dispute-${reference}-${order.trackingNumber}.pdf`,
    video,
  };
}

/** The shopper's video, when their evidence is one: its key and the name it has in the pack. */
function videoOf(claim: typeof claims.$inferSelect, reference: string, awb: string) {
  const key = claim.evidenceKind === 'video' ? claim.evidenceKeys[0] : undefined;
  return key ? { key, file: `dispute-${reference}-${awb}-video${key.slice(key.lastIndexOf('.'))}` } : null;
}

/**
 * The pack when the shopper sent a video: a PDF cannot play one, so the download is a ZIP (stored,
 * both are compressed already) of the PDF, which names the video, and the video file itself, to
 * attach beside it on the courier's dispute form. A claim with photos gets the ZIP of the PDF alone.
 */
export async function disputePackZip(
  db: Database,
  store: ObjectStore,
  claimId: string,
  refresh: TrackingRefresh = () => Promise.resolve('none'),
) {
  const pack = await disputePack(db, store, claimId, refresh);
  const entries: ZipEntry[] = [{ name: pack.file, body: pack.pdf }];
  const kept = pack.video ? await store.get(pack.video.key) : null;
  if (pack.video && kept) entries.push({ name: pack.video.file, body: kept.body });
  return { zip: storedZip(entries), file: pack.file.replace(/\.pdf$/, '.zip') };
}
