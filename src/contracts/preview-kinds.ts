import type * as z from 'zod/mini';
import { DEFAULT_MUG_CAPTION } from './limits';
import {
  genericPreviewRequestSchema,
  kidsPreviewRequestSchema,
  mugPreviewRequestSchema,
  nameplatePreviewRequestSchema,
  type PreviewJobOf,
  type PreviewKind,
} from './previews';

/** What the shopper asked for in a job: everything but the kind and the keys the server resolves. */
export type PreviewDesign<K extends PreviewKind> = Omit<PreviewJobOf<K>, 'kind' | 'imageKey' | 'userImageKey'>;

/** One preview call: its path, its request, and how a request becomes the job's design. */
export interface PreviewKindSpec<K extends PreviewKind, R extends z.ZodMiniType = z.ZodMiniType> {
  kind: K;
  path: string;
  request: R;
  /** The spec's message when the renderer fails for a reason not written for the shopper. */
  failure: string;
  design(body: z.output<R>): PreviewDesign<K>;
  /** True when there is nothing to draw; the call is refused with EMPTY_PREVIEW_MESSAGE. */
  blank?(design: PreviewDesign<K>): boolean;
  /** For kinds drawn from the shopper's photo: where the request carries it. */
  photo?(body: z.output<R>): { url?: string; base64?: string };
}

export const EMPTY_PREVIEW_MESSAGE = 'Please enter some customization details or a prompt to generate a preview.';

const kind = <K extends PreviewKind, R extends z.ZodMiniType>(spec: PreviewKindSpec<K, R>) => spec;

/**
 * Every preview kind, one entry each: the server registers a route per entry and the compiler
 * checks that every job kind has one. Texts are trimmed here, after the length check on the wire.
 */
export const PREVIEW_KINDS = {
  nameplate: kind({
    kind: 'nameplate',
    path: '/api/products/customize/nameplate',
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
    request: kidsPreviewRequestSchema,
    failure: 'Failed to generate kids product preview',
    design: ({ childName, prompt, font, color }) => ({ childName: childName.trim(), prompt, font, color }),
    blank: (d) => !d.childName && !d.prompt,
  }),
  mug: kind({
    kind: 'mug',
    path: '/api/products/customize/mug',
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
