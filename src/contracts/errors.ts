import * as z from 'zod/mini';

/** Every non-2xx JSON answer of the API. `success: false` matches the spec's call shapes. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  /** Field-level problems from validation, when there are any. */
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
