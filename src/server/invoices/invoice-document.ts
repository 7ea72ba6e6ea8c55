import type { ShopSettings } from '../../contracts/settings';
import { localTaxName, stateCodeOf } from '../../contracts/indian-states';
import { supplyOf, type Supply, type TaxableLine, type TaxedLine, type TaxTotals } from '../pricing/gst-split';
import { gstSplit, priceLines } from '../pricing/price-lines';

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
  lines: TaxedLine[];
  totals: TaxTotals;
}

export function buildInvoiceDocument(input: {
  number: string;
  issuedAt: Date;
  orderReference: string;
  settings: ShopSettings;
  buyer: { name: string; address: string; state: string };
  lines: TaxableLine[];
}): InvoiceDocument {
  const { settings, buyer } = input;
  const registered = Boolean(settings.gstin);
  const supply = supplyOf(registered, settings.state, buyer.state);
  const { lines, totals } = gstSplit(priceLines(input.lines), supply);
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
  };
}
