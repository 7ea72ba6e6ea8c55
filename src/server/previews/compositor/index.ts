import { PreviewError, type PreviewRenderer, type PreviewRequest, type RenderedPreview } from '../types';
import { registerFonts } from './fonts';
import { renderKids } from './kids';
import { renderMug } from './mug';
import { renderFlatText } from './nameplate';
import type { Raster } from './raster';
import { checkpoint, encodeWebp, loadMaster, MESSAGES, releaseFrame } from './surface';

/**
 * The embedded renderer: draws the shopper's text or photo onto the catalogue master with
 * libvips (sharp) alone, so previews work with no AI provider and no network. The same request
 * always gives the same bytes, which keeps the stored preview cache honest.
 */
export function createCompositorRenderer(): PreviewRenderer {
  async function render(request: PreviewRequest, signal?: AbortSignal): Promise<RenderedPreview> {
    checkpoint(signal);
    try {
      await registerFonts();
      const master = await loadMaster(request.surface.image, request.surface.printArea);
      checkpoint(signal);
      const { pixels, notice } = await draw(request, master, signal);
      checkpoint(signal);
      const image = await encodeWebp(pixels);
      releaseFrame(pixels);
      return notice ? { image, contentType: 'image/webp', notice } : { image, contentType: 'image/webp' };
    } catch (err) {
      if (err instanceof PreviewError) throw err;
      if (signal?.aborted) throw new PreviewError(MESSAGES.aborted, { cause: err });
      throw new PreviewError('Could not draw this preview. Please try again.', { cause: err });
    }
  }
  return { name: 'compositor', render };
}

type Master = Awaited<ReturnType<typeof loadMaster>>;
type RequestOf<K extends PreviewRequest['kind']> = Extract<PreviewRequest, { kind: K }>;
/** The drawn product, and for a mug photo with no face found the word for the shopper. */
type Drawn = { pixels: Raster; notice?: string };
const plain = (pixels: Promise<Raster>): Promise<Drawn> => pixels.then((p) => ({ pixels: p }));

/**
 * Which drawing each kind gets. The drawings keep their own inputs and seed their choices from
 * JSON.stringify(input), so each input is picked field by field in a fixed order (never the
 * whole request, which carries the surface's bytes).
 */
const DRAW: {
  [K in PreviewRequest['kind']]: (master: Master, r: RequestOf<K>, signal?: AbortSignal) => Promise<Drawn>;
} = {
  nameplate: (master, { name, houseNumber, prompt, font, color }, signal) =>
    plain(renderFlatText(master, { primary: name, secondary: houseNumber, prompt, font, color }, signal)),
  generic: (master, { text, prompt, font, color }, signal) =>
    plain(renderFlatText(master, { primary: text, secondary: '', prompt, font, color }, signal)),
  kids: (master, { childName, prompt, font, color }, signal) =>
    plain(renderKids(master, { childName, prompt, font, color }, signal)),
  mug: (master, { userImage, caption, style, prompt }, signal) =>
    renderMug(master, { photo: userImage, caption, style, prompt }, signal),
};

function draw<K extends PreviewRequest['kind']>(request: RequestOf<K>, master: Master, signal?: AbortSignal) {
  return (DRAW[request.kind] as (master: Master, r: RequestOf<K>, signal?: AbortSignal) => Promise<Drawn>)(
    master,
    request,
    signal,
  );
}
