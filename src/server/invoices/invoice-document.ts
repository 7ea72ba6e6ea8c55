import type { ShopSettings } from '../../contracts/settings';
import { localTaxName, stateCodeOf } from '../../contracts/indian-states';
import { supplyOf, type Supply, type TaxableLine, type TaxedLine, type TaxTotals } from '../pricing/gst-split';
import { gstSplit, pricedAsStored, type Adjustment } from '../pricing/price-lines';

/** Everything an issued invoice prints, frozen when it is issued (stored as the invoice's `document`). */
export interface InvoiceDocument {
  kind: 'tax_invoice' | 'bill_of_supply';
  number: string;
  issuedAt: string;
  orderReference: string;
  seller: {
    legalName: string;
    address: string;
    state: string;
    stateCode: string;
    gstin: string | null;
    supportPhone: string;
    supportEmail: string;
  };
  buyer: { name: string; address: string; state: string; stateCode: string };
  placeOfSupply: string;
  supply: Supply;
  /** 'SGST' or, in a union territory without a legislature, 'UTGST'. */
  localTaxName: 'SGST' | 'UTGST';
  lines: InvoiceLine[];
  totals: TaxTotals;
  /** The discounts taken off the lines' values before tax (absent on invoices issued before coupons). */
  adjustments?: Adjustment[];
}

/** A line as invoiced: its tax on its value after its share of any discount (CGST Act s. 15(3)(a)). */
export type InvoiceLine = TaxedLine & { discountPaise?: number };

export function buildInvoiceDocument(input: {
  number: string;
  issuedAt: Date;
  orderReference: string;
  settings: ShopSettings;
  buyer: { name: string; address: string; state: string };
  /** Each line's share of the order's adjustments, as the order stored it (0 without any). */
  lines: (TaxableLine & { adjustmentPaise?: number })[];
  adjustments?: Adjustment[];
}): InvoiceDocument {
  const { settings, buyer } = input;
  const registered = Boolean(settings.gstin);
  const supply = supplyOf(registered, settings.state, buyer.state);
  const adjustments = input.adjustments ?? [];
  const stored = input.lines.map((l) => ({ ...l, adjustmentPaise: l.adjustmentPaise ?? 0 }));
  const split = gstSplit(pricedAsStored(stored, adjustments), supply);
  const lines: InvoiceLine[] = split.lines.map((l, i) => {
    const share = stored[i]?.adjustmentPaise ?? 0;
    return share < 0 ? { ...l, discountPaise: -share } : l;
  });
  const totals = split.totals;
  return {
    kind: registered ? 'tax_invoice' : 'bill_of_supply',
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    orderReference: input.orderReference,
    seller: {
      legalName: settings.legalName,
      address: settings.address,
      state: settings.state,
      stateCode: stateCodeOf(settings.state) ?? '',
      gstin: settings.gstin ?? null,
      supportPhone: settings.supportPhone,
      supportEmail: settings.supportEmail,
    },
    buyer: { ...buyer, stateCode: stateCodeOf(buyer.state) ?? '' },
    placeOfSupply: buyer.state,
    supply,
    localTaxName: localTaxName(buyer.state),
    lines,
    totals,
    ...(adjustments.length > 0 ? { adjustments } : {}),
  };
}
