import * as z from 'zod/mini';
import { personalisationDesignSchema } from './personalisation-design';

/**
 * What the studio's design API answers (issue 41): the product's current design (null for a
 * product that has none yet) and the starting designs on offer, by key and name. The studio
 * reads the starters' documents from contracts/personalisation-starters.ts.
 */
export const designResponseSchema = z.object({
  design: z.nullable(personalisationDesignSchema),
  starters: z.array(z.object({ key: z.string(), name: z.string() })),
});
