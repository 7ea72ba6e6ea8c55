import { indiaDate } from '../../../../contracts/india-days';
import type { Language } from '../../../../contracts/language';
import type { ShopperDesignResponse } from '../../../../contracts/personalisation-preview';
import { DESIGN_PREVIEW_PATH } from '../../../../contracts/personalisation-routes';
import type { PersonalisationDesign } from '../../../../contracts/personalisation-design';
import { checkPersonalisation } from '../../../../contracts/personalisation-values';
import { previewResponseSchema } from '../../../../contracts/previews';
import { postForImageResult, type ImageResult } from '../api/post-for-image';

/**
 * Issue 41, the sheet's side of a product's own design, loaded only for such a product: the
 * design read against its contract, the values checked as the server will check them, and the
 * preview call that draws them in their slots.
 */

/** Today in India (yyyy-mm-dd): the day a "future" date may not be before, as on the server. */
export const indiaToday = () => indiaDate(new Date());

/**
 * The server's answer as its route's response schema (shopperDesignResponseSchema) serialised it.
 * Not parsed again here: the design's schemas would add their zod types to the core the first
 * load shares (0.5 KB over budget); the values are checked by the server either way.
 */
export function shopperDesignOf(json: unknown): PersonalisationDesign | null {
  return (json as ShopperDesignResponse).design;
}

/** The first problem with the values, in the shopper's language, or null: the server's own check. */
export function designValuesProblem(
  design: PersonalisationDesign,
  values: Readonly<Record<string, string | undefined>>,
  language: Language,
): string | null {
  const checked = checkPersonalisation(design, values, indiaToday());
  return checked.ok ? null : checked.problem.message[language];
}

export function generateDesignPreview(
  body: {
    handle: string;
    designVersion: number;
    fields: Record<string, string>;
    productImageUrl: string;
    prompt?: string;
  },
  signal: AbortSignal,
): Promise<ImageResult> {
  return postForImageResult(
    DESIGN_PREVIEW_PATH,
    body,
    previewResponseSchema,
    { failed: 'Failed to generate preview' },
    signal,
  );
}
