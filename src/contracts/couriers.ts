/**
 * The couriers an Indian shop commonly books, with the public tracking page for an AWB. Each
 * pattern was checked against published integrations (docs/payments.md names the sources); where
 * no deep link could be confirmed the link opens the courier's tracking page and the shopper
 * pastes the number shown beside it.
 */
export const COURIERS = [
  { id: 'india_post', name: 'India Post', url: 'https://www.indiapost.gov.in/', deepLink: false },
  { id: 'delhivery', name: 'Delhivery', url: 'https://www.delhivery.com/track/package/{awb}', deepLink: true },
  {
    id: 'blue_dart',
    name: 'Blue Dart',
    url: 'https://www.bluedart.com/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
    deepLink: true,
  },
  { id: 'dtdc', name: 'DTDC', url: 'https://www.dtdc.in/tracking.asp', deepLink: false },
  { id: 'ekart', name: 'Ekart', url: 'https://ekartlogistics.com/shipmenttrack/{awb}', deepLink: true },
  {
    id: 'xpressbees',
    name: 'Xpressbees',
    url: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
    deepLink: true,
  },
  { id: 'shiprocket', name: 'Shiprocket', url: 'https://shiprocket.co/tracking/{awb}', deepLink: true },
] as const;

export type CourierId = (typeof COURIERS)[number]['id'] | 'other';
export const COURIER_IDS = [
  'india_post',
  'delhivery',
  'blue_dart',
  'dtdc',
  'ekart',
  'xpressbees',
  'shiprocket',
  'other',
] as const satisfies readonly CourierId[];

/** Letters, digits and dashes: an AWB is never anything else, and it goes into a URL. */
export const AWB_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/** A courier named by a provider or a shipment row ('shiprocket', 'manual'...): its id, or 'other'. */
export function courierIdOf(name: string): CourierId {
  return (COURIER_IDS as readonly string[]).includes(name) ? (name as CourierId) : 'other';
}

export function courierName(id: string): string {
  return COURIERS.find((c) => c.id === id)?.name ?? 'Courier';
}

/**
 * The tracking link for an AWB. For 'other' the owner gives the link; only https links are
 * accepted, so a shopper is never sent to a javascript: or plain-http page.
 */
export function trackingUrl(courier: CourierId, awb: string, otherUrl?: string): string | null {
  if (courier === 'other') {
    if (!otherUrl) return null;
    try {
      const url = new URL(otherUrl);
      return url.protocol === 'https:' ? url.toString() : null;
    } catch {
      return null;
    }
  }
  const c = COURIERS.find((x) => x.id === courier);
  return c ? c.url.replace('{awb}', encodeURIComponent(awb)) : null;
}
