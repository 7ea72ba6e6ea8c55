import { DomainError, type DomainErrorOptions } from '../platform/errors';
import type { PrintArea } from '../../contracts/print-area';
import type { MugStyle, PreviewJob } from '../../contracts/previews';

// The style names are part of the wire contract; the seam re-exports them rather than repeat them.
export type { MugStyle };

/** The product being personalised: its master image and where the personalisation goes on it. */
export interface ProductSurface {
  /** The catalogue master PNG (square, MASTER_SIZE a side). */
  image: Buffer;
  printArea: PrintArea;
  productTitle: string;
}

/**
 * One preview to render: the job, with what the server adds in place of its keys (the product
 * surface for `imageKey`, the sanitised photo's bytes for `userImageKey`). Texts are the
 * shopper's own, already length-checked by the contract.
 */
export type PreviewRequest = PreviewJob extends infer J
  ? J extends PreviewJob
    ? Omit<J, 'imageKey' | 'userImageKey'> & { surface: ProductSurface } & (J extends { userImageKey: string }
          ? { userImage: Buffer }
          : 'userImageKey' extends keyof J
            ? { userImage?: Buffer }
            : unknown)
    : never
  : never;

export interface RenderedPreview {
  image: Buffer;
  contentType: 'image/webp' | 'image/png' | 'image/jpeg';
  /** A word for the shopper beside the image (a mug photo with no face found), shown as it is. */
  notice?: string;
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
