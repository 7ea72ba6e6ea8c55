import { DomainError, type DomainErrorOptions } from '../errors';
import type { PrintArea } from '../../../seed/types';
import type { MugStyle } from '../../contracts/previews';

// The style names are part of the wire contract; the seam re-exports them rather than repeat them.
export type { MugStyle };

/** The product being personalised: its master image and where the personalisation goes on it. */
export interface ProductSurface {
  /** The catalogue master PNG (square, MASTER_SIZE a side). */
  image: Buffer;
  printArea: PrintArea;
  productTitle: string;
}

/** One preview to render. Texts are the shopper's own, already length-checked by the contract. */
export type PreviewRequest =
  | {
      kind: 'nameplate';
      surface: ProductSurface;
      name: string;
      houseNumber: string;
      prompt?: string;
      font?: string;
      color?: string;
    }
  | { kind: 'kids'; surface: ProductSurface; childName: string; prompt?: string; font?: string; color?: string }
  | {
      kind: 'mug';
      surface: ProductSurface;
      /** The shopper's photo, already sniffed and re-encoded by the upload sanitiser. */
      userImage: Buffer;
      caption: string;
      style: MugStyle;
      prompt?: string;
    }
  | { kind: 'generic'; surface: ProductSurface; text: string; prompt?: string; font?: string; color?: string };

export interface RenderedPreview {
  image: Buffer;
  contentType: 'image/webp' | 'image/png' | 'image/jpeg';
}

/** Turns a request into a preview image: the embedded compositor, or an AI image provider. */
export interface PreviewRenderer {
  readonly name: string;
  render(request: PreviewRequest, signal?: AbortSignal): Promise<RenderedPreview>;
}

/** A renderer failure whose message may be shown to the shopper as it is; details go in `cause`. */
export class PreviewError extends DomainError<'upstream_failed'> {
  override name = 'PreviewError';

  constructor(message: string, options: DomainErrorOptions = {}) {
    super('upstream_failed', message, options);
  }
}
