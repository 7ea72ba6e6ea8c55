import * as z from 'zod/mini';
import { designValuesSchema } from './cart-requests';
import { LIMITS } from './limits';
import { designPreviewRequestSchema } from './personalisation-preview-request';
import { PREVIEW_KINDS } from './previews';

/** A shared design's link token: 128 random bits, base64url (22 characters); nothing else is looked up. */
export const DESIGN_TOKEN = /^[A-Za-z0-9_-]{22}$/;
export const designTokenSchema = z.string().check(z.regex(DESIGN_TOKEN, 'Not a design link'));

export { DESIGN_GONE_MESSAGE } from './design-messages';

/** How long an unbought design is kept unless the owner says otherwise in the shop's settings. */
export const DEFAULT_DESIGN_RETENTION_DAYS = 30;

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/** The sheet's fields as the shopper left them, so the link reopens the sheet the same. */
export const designFieldsSchema = z.object({
  name: text(LIMITS.nameMax),
  houseNumber: text(LIMITS.houseNumberMax),
  line1: text(LIMITS.captionMax),
  line2: text(200),
  font: text(40),
  color: text(7),
  style: text(40),
  userImageUrl: text(500),
});
export type DesignFields = z.infer<typeof designFieldsSchema>;

const saved = <K extends keyof typeof PREVIEW_KINDS>(kind: K) =>
  z.object({ kind: z.literal(kind), request: PREVIEW_KINDS[kind].request });

/**
 * Save a design: the preview call's own body, checked by that kind's schema, from which the server
 * works out the stored preview itself (the client never names the file), and the sheet's fields.
 */
export const saveDesignRequestSchema = z.object({
  productHandle: z.string().check(z.minLength(1), z.maxLength(200)),
  variantId: z.string().check(z.minLength(1), z.maxLength(200)),
  preview: z.discriminatedUnion('kind', [
    saved('nameplate'),
    saved('kids'),
    saved('mug'),
    saved('generic'),
    // Issue 41: a product's own design, its preview drawn from the stored version the call named.
    z.object({ kind: z.literal('design'), request: designPreviewRequestSchema }),
  ]),
  fields: designFieldsSchema,
  prompt: z._default(z.string().check(z.maxLength(LIMITS.promptMax)), ''),
});
export type SaveDesignRequest = z.input<typeof saveDesignRequestSchema>;

export const saveDesignResponseSchema = z.object({ token: z.string(), path: z.string() });

/**
 * A design-made piece's values (issue 41) by field id and the version they were checked against;
 * a photo's value is the stored upload's path (signed when a link is answered, as `userImageUrl`).
 */
export const savedDesignValuesSchema = z.object({
  version: z.int().check(z.gte(1), z.lte(1_000_000)),
  values: designValuesSchema,
});

export const designSchema = z.object({
  token: z.string(),
  productHandle: z.string(),
  variantId: z.string(),
  fields: designFieldsSchema,
  /** Present for a product's own design (issue 41): the sheet reopens with these values. */
  design: z.optional(savedDesignValuesSchema),
  prompt: z.string(),
  /** The rendered preview, a stored object's path. */
  previewImage: z.string(),
});
export type Design = z.infer<typeof designSchema>;
