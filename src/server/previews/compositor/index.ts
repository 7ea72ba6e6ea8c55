import { PreviewError, type PreviewRenderer, type PreviewRequest, type RenderedPreview } from '../types';
import { kindRenderer, type RequestOf } from '../kind-renderers';
import { registerLetteringFonts } from '../../platform/text-shaping/lettering-fonts';
import { drawOccluded, drawShaped } from './shaped';
import { checkpoint, encodeWebp, loadMaster, MESSAGES, releaseFrame, type Master } from './primitives/surface';

/**
 * The embedded renderer: draws the shopper's text or photo onto the catalogue master with
 * libvips (sharp) alone, so previews work with no AI provider and no network. The same request
 * always gives the same bytes, which keeps the stored preview cache honest.
 */
export function createCompositorRenderer(): PreviewRenderer {
  async function render(request: PreviewRequest, signal?: AbortSignal): Promise<RenderedPreview> {
    checkpoint(signal);
    try {
      await registerLetteringFonts();
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

/**
 * The kind's drawing, from the renderer registry keyed by the contract's kinds; through the
 * template's shape when the owner marked one (a board at an angle, a mug's body), and with its
 * occluder in front on any template.
 */
function draw<K extends PreviewRequest['kind']>(request: RequestOf<K>, master: Master, signal?: AbortSignal) {
  const renderer = kindRenderer(request);
  const { shape, occluder } = master.area;
  if (!shape && occluder) return drawOccluded(master, occluder, () => renderer.draw(master, request, signal));
  if (!shape) return renderer.draw(master, request, signal);
  return drawShaped(master, (flat) => renderer.draw(flat, request, signal));
}
