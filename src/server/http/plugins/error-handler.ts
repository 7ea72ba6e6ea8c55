import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { ErrorResponse } from '../../../contracts/errors';
import { isDomainError, type DomainError, type DomainErrorCode } from '../../platform/errors';

/** The one place a domain error's code becomes an HTTP status. */
const STATUS: Record<DomainErrorCode, number> = {
  invalid_input: 400,
  not_found: 404,
  unauthenticated: 401,
  forbidden: 403,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  busy: 503,
  upstream_failed: 502,
  cart_not_found: 404,
  line_not_found: 404,
  variant_not_found: 400,
  variant_unavailable: 409,
  cart_empty: 409,
  provider_unavailable: 502,
};

/** The HTTP status for a domain error, for the few answers that are pages rather than JSON. */
export function httpStatusOf(err: DomainError): number {
  return STATUS[err.code];
}

const DB_UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003']);

/**
 * One error handler for the API. Validation problems name the field; 5xx messages are hidden
 * (logged with the request id instead); a lost database becomes a clear 503 that recovers by
 * itself once the pool reconnects.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues = err.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? 'Invalid value',
        }));
        const first = issues[0];
        const body: ErrorResponse = {
          success: false,
          error: first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request',
          code: 'invalid_input',
          issues,
        };
        return reply.code(400).send(body);
      }
      const thrown: unknown = err;
      if (isDomainError(thrown)) {
        // The rate limiter has already written its own Retry-After; other errors bring theirs.
        if (thrown.retryAfterSeconds !== undefined && !reply.hasHeader('retry-after'))
          reply.header('retry-after', String(thrown.retryAfterSeconds));
        const issues = thrown.field ? { issues: [{ path: thrown.field, message: thrown.message }] } : {};
        return reply
          .code(httpStatusOf(thrown))
          .send({ success: false, error: thrown.message, code: thrown.code, ...issues } satisfies ErrorResponse);
      }
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ success: false, error: 'The request is too large' } satisfies ErrorResponse);
      }
      // SQLSTATE class 22 (data exception: NUL in text, a date out of range...) is the request's
      // value, not our fault: a 400, logged without the query or its parameters, so nobody can
      // flood the error log with SQL by sending odd characters.
      const sqlState = sqlStateOf(err);
      if (sqlState?.startsWith('22')) {
        request.log.info({ sqlState }, 'database refused a value from the request');
        return reply
          .code(400)
          .send({ success: false, error: 'The request holds a value the store cannot read.' } satisfies ErrorResponse);
      }
      if (isDatabaseUnavailable(err)) {
        request.log.error(loggable(err), 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '2')
          .send({
            success: false,
            error: 'The store is briefly unavailable. Please try again.',
          } satisfies ErrorResponse);
      }
      const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error(loggable(err), 'request failed');
        return reply.code(status).send({
          success: false,
          error: 'Something went wrong on our side. Please try again.',
        } satisfies ErrorResponse);
      }
      return reply.code(status).send({ success: false, error: err.message } satisfies ErrorResponse);
    });
  },
  { name: 'error-handler' },
);

/** The SQLSTATE of a database error, wrapped or not (Drizzle puts the driver's error in `cause`). */
function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What a failure logs: a failed query keeps its SQL (ours, for debugging) but never its
 * parameters (a shopper's name, mobile number or address); the driver's error says what broke.
 */
function loggable(err: unknown): Record<string, unknown> {
  if (!(err instanceof DrizzleQueryError)) return { err };
  return { err: err.cause ?? new Error('query failed'), query: err.query, sqlState: sqlStateOf(err) };
}

function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DB_UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not queryable/i.test(message)
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
