import * as z from 'zod/mini';
import { INDIAN_STATES } from '../../../../contracts/indian-states';
import { shopperTextCheck } from '../../../../contracts/shopper-text';

// One list with the GST state codes (contracts/indian-states.ts): the checkout and the invoices agree.
export { INDIAN_STATES };

const required = (label: string, max: number, fieldLabel: string) =>
  z.string().check(z.trim(), shopperTextCheck(max, fieldLabel), z.minLength(1, `Please enter your ${label}`));

/** Contact and delivery details from the checkout form; messages are shown beside each field. */
export const deliveryDetailsSchema = z.object({
  fullName: required('full name', 80, 'Full name'),
  // Indian mobile numbers: 10 digits starting 6-9, optionally written with +91 or 0 and spaces.
  mobile: z
    .pipe(
      z.string().check(z.trim()),
      z.transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0)/, '')),
    )
    .check(z.regex(/^[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number, e.g. 98765 43210')),
  email: z
    .string()
    .check(
      z.trim(),
      shopperTextCheck(120, 'Email'),
      z.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address or leave it empty'),
    ),
  address1: required('house and street', 120, 'House and street'),
  address2: z.string().check(z.trim(), shopperTextCheck(120, 'Area and landmark')),
  city: required('city', 60, 'City'),
  state: z.enum(INDIAN_STATES, 'Please choose your state'),
  pincode: z.string().check(z.trim(), z.regex(/^[1-9]\d{5}$/, 'Enter your 6-digit PIN code')),
  /** 'yes' only when the shopper ticked the box: WhatsApp updates need their opt-in. */
  whatsappOptIn: z.enum(['yes', 'no']),
  /** The language of the shopper's messages (the store itself stays in English). */
  language: z.enum(['en', 'hi']),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

export function parseDeliveryDetails(
  form: Record<string, unknown>,
): { ok: true; details: DeliveryDetails } | { ok: false; errors: Record<string, string> } {
  const input = {
    ...Object.fromEntries(
      ['fullName', 'mobile', 'email', 'address1', 'address2', 'city', 'state', 'pincode'].map((k) => [
        k,
        typeof form[k] === 'string' ? form[k] : '',
      ]),
    ),
    whatsappOptIn: form.whatsappOptIn === 'yes' ? 'yes' : 'no',
    language: form.language === 'hi' ? 'hi' : 'en',
  };
  const parsed = deliveryDetailsSchema.safeParse(input);
  if (parsed.success) return { ok: true, details: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
