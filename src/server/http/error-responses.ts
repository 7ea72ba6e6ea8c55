import { errorResponseSchema } from '../../contracts/errors';

/** The statuses a route may answer with the API's error body (contracts/errors.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * A route's error answers for its response schema (issue 40: the map was written out in every
 * route file): `response: { 200: okSchema, ...errorResponses(400, 404) }`. Each status answers
 * `errorResponseSchema`.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as {
    [K in S[number]]: typeof errorResponseSchema;
  };
}
