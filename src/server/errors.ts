/**
 * Failures a shopper may be told about: a code saying what went wrong and a message written for
 * the shopper. Services, the job queue and the worker throw these with no HTTP in sight; only the
 * API's error handler (plugins/error-handler.ts) turns a code into a status, in one table.
 */
export const DOMAIN_ERROR_CODES = [
  /** The request is well formed but asks for something we refuse (not our image, nothing to draw). */
  'invalid_input',
  'not_found',
  /** No signed-in staff session. */
  'unauthenticated',
  /** Signed in, but this role may not do this. */
  'forbidden',
  /** The request clashes with the current state (an order moved out of turn, a proof already approved). */
  'conflict',
  'too_large',
  /** An upload that is not an image we can read. */
  'unsupported_media',
  /** The shopper asked too often; `retryAfterSeconds` says when to come back. */
  'rate_limited',
  /** We are at capacity right now; trying again shortly can work. */
  'busy',
  /** A renderer or provider we depend on failed; the message says what the shopper can do. */
  'upstream_failed',
  // Commerce providers name their failures more precisely (see commerce/types.ts).
  'cart_not_found',
  'line_not_found',
  'variant_not_found',
  'variant_unavailable',
  'cart_empty',
  'provider_unavailable',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorOptions {
  retryAfterSeconds?: number;
  cause?: unknown;
  /** The field the problem is at (a path like `handle` or `variants.1.title`), for a form to show it there. */
  field?: string;
}

/** A failure whose message is safe to show the shopper as it is; details go in `cause`. */
export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  override name = 'DomainError';
  readonly retryAfterSeconds?: number;
  readonly field?: string;

  constructor(
    readonly code: C,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
  }
}

/** `instanceof` with the code's type kept (a generic class's `instanceof` forgets it). */
export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

export function isDomainErrorCode(value: unknown): value is DomainErrorCode {
  return typeof value === 'string' && (DOMAIN_ERROR_CODES as readonly string[]).includes(value);
}

/** The parts of a domain error that survive being sent as text (through Redis, to a worker's caller). */
export function domainErrorToText(err: DomainError): string {
  return JSON.stringify({ code: err.code, message: err.message, retryAfterSeconds: err.retryAfterSeconds });
}

/** The error `domainErrorToText` wrote, or null when the text is something else. */
export function domainErrorFromText(text: string): DomainError | null {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown; retryAfterSeconds?: unknown };
    if (!isDomainErrorCode(parsed.code) || typeof parsed.message !== 'string') return null;
    const retryAfterSeconds = typeof parsed.retryAfterSeconds === 'number' ? parsed.retryAfterSeconds : undefined;
    return new DomainError(parsed.code, parsed.message, { retryAfterSeconds });
  } catch {
    return null;
  }
}
