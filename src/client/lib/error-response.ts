import { errorResponseSchema, type ErrorResponse } from '../../contracts/errors';
import { ApiError } from './api-client';

/**
 * The API's own answer inside an error ({ error, code, issues }), or null when the body is not
 * one. Its `code` is what a page maps to the shopper's language; `error` is English. Apart from
 * api-client.ts: only lazy panels read it, and the first load carries no schema for it.
 */
export function errorResponseOf(err: unknown): ErrorResponse | null {
  if (!(err instanceof ApiError)) return null;
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(err.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
