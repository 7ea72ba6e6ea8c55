import * as z from 'zod/mini';
import { DEFAULT_MUG_CAPTION, DEFAULT_MUG_STYLE, DEFAULT_UPLOAD_FILENAME, LIMITS } from './limits';
import { letteringText } from './lettering-coverage';
import { shopperTextCheck } from './shopper-text';

export const MUG_STYLES = ['ghibli', 'disney', 'pixar', 'oil-painting'] as const;
export const mugStyleSchema = z.enum(MUG_STYLES);
export type MugStyle = z.infer<typeof mugStyleSchema>;

// Text drawn on the piece: also every character must be one a lettering font draws.
const maxText = (max: number, label: string) => letteringText(max, label);

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
const fractionBox = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const job = <K extends string, S extends z.core.$ZodShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), imageKey: z.string(), ...shape });
export const previewJobSchema = z.discriminatedUnion('kind', [
  job('nameplate', { name: z.string(), houseNumber: z.string(), ...lettering }),
  job('kids', { childName: z.string(), ...lettering }),
  job('mug', { userImageKey: z.string(), caption: z.string(), style: mugStyleSchema, prompt: optionalPrompt }),
  job('generic', { text: z.string(), ...lettering }),
  // Issue 41: a product's own design, placed by the server from the stored version (never the
  // browser's slots): each text slot's box (fractions of the print area) and lines, a photo's box.
  job('design', {
    texts: z.array(z.object({ box: fractionBox, lines: z.array(z.string()) })),
    photo: z.optional(z.object({ box: fractionBox, crop: z.enum(['rectangle', 'square', 'circle']) })),
    userImageKey: z.optional(z.string()),
    ...lettering,
  }),
]);
export type PreviewJob = z.infer<typeof previewJobSchema>;
/** Every job a renderer draws: the sheet's category kinds and a product's own design. */
export type PreviewJobKind = PreviewJob['kind'];
/** The category kinds, one preview call each (PREVIEW_KINDS); a design's call is its own (personalisation-preview.ts). */
export type PreviewKind = Exclude<PreviewJobKind, 'design'>;
export type PreviewJobOf<K extends PreviewJobKind> = Extract<PreviewJob, { kind: K }>;

/** What the shopper asked for in a job: everything but the kind and the keys the server resolves. */
export type PreviewDesign<K extends PreviewJobKind> = Omit<PreviewJobOf<K>, 'kind' | 'imageKey' | 'userImageKey'>;

/** One preview call: its path, its request, and how a request becomes the job's design. */
export interface PreviewKindSpec<K extends PreviewKind, R extends z.ZodMiniType = z.ZodMiniType> {
  kind: K;
  path: string;
  /** The collection whose products take this kind; a product in none of them takes `generic`. */
  collection?: string;
  request: R;
  /** The spec's message when the renderer fails for a reason not written for the shopper. */
  failure: string;
  design(body: z.output<R>): PreviewDesign<K>;
  /** True when there is nothing to draw; the call is refused with EMPTY_PREVIEW_MESSAGE. */
  blank?(design: PreviewDesign<K>): boolean;
  /** For kinds drawn from the shopper's photo: where the request carries it. */
  photo?(body: z.output<R>): { url?: string; base64?: string };
}

export { EMPTY_PREVIEW_MESSAGE } from './preview-messages';

const kind = <K extends PreviewKind, R extends z.ZodMiniType>(spec: PreviewKindSpec<K, R>) => spec;

/**
 * Every preview kind, one entry each: the server registers a route per entry, the shop's client
 * and the renderers key their own parts by it, and the compiler checks that every job kind has
 * one. Texts are trimmed here, after the length check on the wire.
 */
export const PREVIEW_KINDS = {
  nameplate: kind({
    kind: 'nameplate',
    path: '/api/products/customize/nameplate',
    collection: 'Nameplates',
    request: nameplatePreviewRequestSchema,
    failure: 'Failed to generate nameplate preview',
    design: ({ name, houseNumber, prompt, font, color }) => ({
      name: name.trim(),
      houseNumber: houseNumber.trim(),
      prompt,
      font,
      color,
    }),
    blank: (d) => !d.name && !d.houseNumber && !d.prompt,
  }),
  kids: kind({
    kind: 'kids',
    path: '/api/products/customize/kids',
    collection: 'Kids Buntings',
    request: kidsPreviewRequestSchema,
    failure: 'Failed to generate kids product preview',
    design: ({ childName, prompt, font, color }) => ({ childName: childName.trim(), prompt, font, color }),
    blank: (d) => !d.childName && !d.prompt,
  }),
  mug: kind({
    kind: 'mug',
    path: '/api/products/customize/mug',
    collection: 'Mugs',
    request: mugPreviewRequestSchema,
    failure: 'Failed to generate mug preview',
    design: ({ caption, caricatureStyle, prompt }) => ({
      caption: caption.trim() || DEFAULT_MUG_CAPTION,
      style: caricatureStyle,
      prompt,
    }),
    photo: ({ userImageUrl, userImageBase64 }) => ({ url: userImageUrl, base64: userImageBase64 }),
  }),
  generic: kind({
    kind: 'generic',
    path: '/api/products/customize/generic',
    request: genericPreviewRequestSchema,
    failure: 'Failed to generate preview',
    design: ({ text, prompt, font, color }) => ({ text: text.trim(), prompt, font, color }),
    blank: (d) => !d.text && !d.prompt,
  }),
} satisfies { [K in PreviewKind]: PreviewKindSpec<K, z.ZodMiniType> };

/** Which personalisation a product takes, from its collections (spec section 3); other products are generic. */
export function previewKindOf(collections: readonly string[]): PreviewKind {
  for (const collection of collections) {
    const found = Object.values(PREVIEW_KINDS).find((k) => 'collection' in k && k.collection === collection);
    if (found) return found.kind;
  }
  return 'generic';
}

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
