import { DOMAIN_ERROR_CODES, type DomainErrorCode } from '../../contracts/errors';

/**
 * Failures a shopper may be told about: a code saying what went wrong (contracts/errors.ts, which
 * the browser reads too) and a message written for the shopper. Services, the job queue and the
 * worker throw these with no HTTP in sight; only the API's error handler
 * (plugins/error-handler.ts) turns a code into a status, in one table, and sends the code with it.
 */
export type { DomainErrorCode };

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
