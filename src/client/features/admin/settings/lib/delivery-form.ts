import type { DeliverySettings } from '../../../../../contracts/delivery';

/**
 * A list of PIN code prefixes as the owner types it: commas, spaces or new lines between them
 * (so "744, 737" and "744 737" are the same), each once, in the order typed. What is not a
 * prefix is kept, so the contract can name it at the field instead of it vanishing.
 */
export function parsePrefixList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) if (part !== '') seen.add(part);
  return [...seen];
}

/** The saved list back into the box: "744, 737". */
export const formatPrefixList = (prefixes: readonly string[]): string => prefixes.join(', ');

type Issue = { path: readonly PropertyKey[] | string; message: string };

/**
 * Field errors from the contract's issues (the client's zod check: a path array; or the
 * server's 400: a dotted path): `zoneDays.local` for a zone's days, the list's name for a
 * prefix, naming the prefix that is wrong so the owner can find it in a long list.
 */
export function deliveryFieldErrors(issues: readonly Issue[], sent?: DeliverySettings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const head = path[0] || 'form';
    const second = path[1];
    if (head === 'zoneDays' && second) {
      errors[`zoneDays.${second}`] ??= issue.message;
    } else if ((head === 'notServiceablePrefixes' || head === 'noCodPrefixes') && second !== undefined) {
      const bad = sent?.[head][Number(second)];
      errors[head] ??= bad === undefined ? issue.message : `“${bad}”: ${issue.message}`;
    } else {
      errors[head] ??= issue.message;
    }
  }
  return errors;
}
