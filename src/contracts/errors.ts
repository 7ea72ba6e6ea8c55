import * as z from 'zod/mini';

/**
 * What went wrong, as a stable word the browser can map to the shopper's language (the message
 * beside it is English). Services throw these with no HTTP in sight (server/errors.ts); the API's
 * error handler turns each into a status and sends it as `code`.
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

/** Every non-2xx JSON answer of the API. `success: false` matches the spec's call shapes. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  /** The domain error's code (a request the schema refused is `invalid_input`), when there is one. */
  code: z.optional(z.enum(DOMAIN_ERROR_CODES)),
  /** Field-level problems from validation, when there are any. */
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
