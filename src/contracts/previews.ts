import * as z from 'zod/mini';
import { DEFAULT_MUG_CAPTION, DEFAULT_MUG_STYLE, DEFAULT_UPLOAD_FILENAME, LIMITS } from './limits';
import { shopperText, shopperTextCheck } from './shopper-text';

export const MUG_STYLES = ['ghibli', 'disney', 'pixar', 'oil-painting'] as const;
export const mugStyleSchema = z.enum(MUG_STYLES);
export type MugStyle = z.infer<typeof mugStyleSchema>;

const maxText = (max: number, label: string) => shopperText(max, label);

/** A path on our own server (catalogue image or stored object); the server never fetches a URL. */
const ownImageUrl = z.string().check(z.trim(), z.minLength(1, 'An image URL is required'), z.maxLength(500));
const optionalPrompt = z.optional(
  z.string().check(z.trim(), shopperTextCheck(LIMITS.promptMax, 'Prompt', { multiline: true })),
);
const fontName = z.optional(z.string().check(z.trim(), z.maxLength(40)));
const hexColor = z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #8B4513')));

/** The lettering choices every text kind offers. */
const lettering = { prompt: optionalPrompt, font: fontName, color: hexColor };

// Field order is the order validation reports problems in: it stays as the spec lists the fields.
export const nameplatePreviewRequestSchema = z.object({
  name: z._default(maxText(LIMITS.nameMax, 'Name'), ''),
  houseNumber: z._default(maxText(LIMITS.houseNumberMax, 'House number'), ''),
  productImageUrl: ownImageUrl,
  ...lettering,
});
export type NameplatePreviewRequest = z.input<typeof nameplatePreviewRequestSchema>;

export const kidsPreviewRequestSchema = z.object({
  childName: z._default(maxText(LIMITS.childNameMax, 'Child name'), ''),
  productImageUrl: ownImageUrl,
  ...lettering,
});
export type KidsPreviewRequest = z.input<typeof kidsPreviewRequestSchema>;

export const mugPreviewRequestSchema = z.object({
  productImageUrl: ownImageUrl,
  /** Either the photo itself or the URL the upload call returned. */
  userImageBase64: z.optional(z.string()),
  userImageUrl: z.optional(ownImageUrl),
  caption: z._default(maxText(LIMITS.captionMax, 'Caption'), DEFAULT_MUG_CAPTION),
  caricatureStyle: z._default(mugStyleSchema, DEFAULT_MUG_STYLE),
  prompt: optionalPrompt,
});
export type MugPreviewRequest = z.input<typeof mugPreviewRequestSchema>;

/** For categories without a dedicated renderer: the text on the product. */
export const genericPreviewRequestSchema = z.object({
  text: z._default(maxText(LIMITS.nameMax * 2, 'Text'), ''),
  productImageUrl: ownImageUrl,
  ...lettering,
});
export type GenericPreviewRequest = z.input<typeof genericPreviewRequestSchema>;

/**
 * A preview to make, described only by data we own (image keys, not URLs, not bytes), so the
 * same job can run in this process or be sent through a queue to a worker. Renderers get the
 * job with what the server adds (the product surface, the sanitised photo) in place of the keys.
 */
const job = <K extends string, S extends z.core.$ZodShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), imageKey: z.string(), ...shape });
export const previewJobSchema = z.discriminatedUnion('kind', [
  job('nameplate', { name: z.string(), houseNumber: z.string(), ...lettering }),
  job('kids', { childName: z.string(), ...lettering }),
  job('mug', { userImageKey: z.string(), caption: z.string(), style: mugStyleSchema, prompt: optionalPrompt }),
  job('generic', { text: z.string(), ...lettering }),
]);
export type PreviewJob = z.infer<typeof previewJobSchema>;
export type PreviewKind = PreviewJob['kind'];
export type PreviewJobOf<K extends PreviewKind> = Extract<PreviewJob, { kind: K }>;

export const previewResponseSchema = z.object({
  success: z.boolean(),
  imageUrl: z.optional(z.string()),
  error: z.optional(z.string()),
  /** A word for the shopper about the result, e.g. a mug photo with no face found. */
  notice: z.optional(z.string()),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

export const uploadUserImageRequestSchema = z.object({
  /** Base64 bytes, with or without a `data:image/...;base64,` prefix. */
  imageBase64: z.string().check(z.minLength(1, 'Image data is required')),
  filename: z._default(z.string().check(z.trim(), z.maxLength(200)), DEFAULT_UPLOAD_FILENAME),
});
export type UploadUserImageRequest = z.input<typeof uploadUserImageRequestSchema>;

export const uploadUserImageResponseSchema = z.object({
  success: z.boolean(),
  imageUrl: z.optional(z.string()),
  error: z.optional(z.string()),
});
