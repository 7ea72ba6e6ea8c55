import * as z from 'zod/mini';

/** The owner's checkout-reminder policy (issue 29 item 4). */
export const recoverySettingsSchema = z.object({
  enabled: z.boolean(),
  delayMinutes: z.number().check(z.int(), z.gte(15, 'At least 15 minutes'), z.lte(7 * 24 * 60, 'At most 7 days')),
  offerCode: z.nullable(
    z.string().check(z.regex(/^[A-Z0-9_-]{3,32}$/, 'A code is 3 to 32 capital letters, digits, - or _')),
  ),
});
export type RecoverySettingsInput = z.infer<typeof recoverySettingsSchema>;
