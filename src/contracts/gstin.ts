import { STATE_CODES } from './indian-states';

const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN is 15 characters: the state code, the holder's PAN (5 letters, 4 digits, a letter),
 * the registration's entity number, 'Z' by default, and a check character computed from the
 * first 14 with Luhn mod 36 (weights 1, 2, 1, 2... from the left; each product folded as
 * quotient + remainder by 36; check = (36 - sum mod 36) mod 36).
 */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CODE_POINTS.indexOf(first14[i] ?? '');
    if (value < 0) return '';
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS[(36 - (sum % 36)) % 36] ?? '';
}

export type GstinProblem = 'format' | 'state' | 'check';

/** Why a GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'format';
  if (!(Object.values(STATE_CODES) as string[]).includes(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

/**
 * A GSTIN is issued per state, and its first two digits are that state's code: the shop's GSTIN
 * must be the one for the state it sells from, or the invoice names one state and prints another's
 * registration (and splits the tax as if both were true). Null when they agree, or when the GSTIN
 * is malformed (gstinProblem says why).
 */
export function gstinStateMismatch(gstin: string, state: string): string | null {
  if (gstinProblem(gstin) !== null) return null;
  const codes = STATE_CODES as Record<string, string | undefined>;
  const shopCode = codes[state];
  const code = gstin.slice(0, 2);
  if (!shopCode || code === shopCode) return null;
  const registeredIn = Object.keys(codes).find((name) => codes[name] === code);
  return `This GSTIN is registered in ${registeredIn} (${code}), not ${state} (${shopCode}). Enter the GSTIN for ${state}, or choose ${registeredIn} as the state.`;
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: 'A GSTIN is 15 characters, like 29ABCDE1234F1Z5',
  state: 'The first two digits of a GSTIN are a state code, like 29 for Karnataka',
  check: 'This GSTIN has a typing mistake: its last character does not match the others',
};
