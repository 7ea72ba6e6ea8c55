import { ApiError } from '../../../../lib/api-client';

/** Refusals by field path ('title', 'variants.0.price', 'area'), as the studio's API sends them. */
export type FieldErrors = Record<string, string>;

/**
 * The server's refusal as messages per field, so each shows beside its input; anything that is
 * not a field refusal (network, 500) comes back under '' for the form's own alert.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { issues?: { path?: unknown; message?: unknown }[]; message?: unknown };
      if (Array.isArray(body.issues) && body.issues.length > 0) {
        const out: FieldErrors = {};
        for (const issue of body.issues) {
          const path = Array.isArray(issue.path)
            ? issue.path.join('.')
            : typeof issue.path === 'string'
              ? issue.path
              : '';
          out[path] ??= typeof issue.message === 'string' ? issue.message : 'Check this field';
        }
        return out;
      }
      if (typeof body.message === 'string') return { '': body.message };
    } catch {
      // not JSON: fall through to the plain message
    }
    return { '': error.status === 403 ? 'Only the shop owner can change products' : 'The server refused the change' };
  }
  return { '': 'Could not reach the server. Check the connection and try again.' };
}
