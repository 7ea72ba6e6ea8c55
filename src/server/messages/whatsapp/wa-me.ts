/**
 * The number as wa.me wants it: digits only with the country code. A 10-digit Indian mobile
 * (6-9 first) gets 91 in front; a number already written with 91/+91/0 is normalised.
 */
export function whatsappNumber(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '');
  const national = digits.replace(/^(0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  if (/^[6-9]\d{9}$/.test(national)) return `91${national}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/**
 * An Indian mobile number (10 digits, 6-9 first, however written) as WhatsApp's `91…`, or null.
 * What the shop sends unasked (a checkout reminder, issue 39) goes only to such a number: the
 * checkout takes Indian numbers and addresses only, so the shop ships nowhere else.
 */
export function indianWhatsappNumber(mobile: string): string | null {
  const number = whatsappNumber(mobile);
  return number && /^91[6-9]\d{9}$/.test(number) ? number : null;
}

export function whatsappUrl(mobile: string, text: string): string | null {
  const number = whatsappNumber(mobile);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
