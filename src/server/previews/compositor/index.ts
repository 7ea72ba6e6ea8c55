import { PreviewError, type PreviewRenderer, type PreviewRequest, type RenderedPreview } from '../types';
import { registerFonts } from './fonts';
import { renderKids } from './kids';
import { renderMug } from './mug';
import { renderFlatText } from './nameplate';
import type { Raster } from './raster';
import { checkpoint, encodeWebp, loadMaster, MESSAGES } from './surface';

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
      const pixels = await draw(request, master, signal);
      checkpoint(signal);
      return { image: await encodeWebp(pixels), contentType: 'image/webp' };
    } catch (err) {
      if (err instanceof PreviewError) throw err;
      if (signal?.aborted) throw new PreviewError(MESSAGES.aborted, { cause: err });
      throw new PreviewError('Could not draw this preview. Please try again.', { cause: err });
    }
  }
  return { name: 'compositor', render };
}

function draw(
  request: PreviewRequest,
  master: Awaited<ReturnType<typeof loadMaster>>,
  signal?: AbortSignal,
): Promise<Raster> {
  switch (request.kind) {
    case 'nameplate':
      return renderFlatText(
        master,
        {
          primary: request.name,
          secondary: request.houseNumber,
          prompt: request.prompt,
          font: request.font,
          color: request.color,
        },
        signal,
      );
    case 'generic':
      return renderFlatText(
        master,
        { primary: request.text, secondary: '', prompt: request.prompt, font: request.font, color: request.color },
        signal,
      );
    case 'kids':
      return renderKids(
        master,
        { childName: request.childName, prompt: request.prompt, font: request.font, color: request.color },
        signal,
      );
    case 'mug':
      return renderMug(
        master,
        { photo: request.userImage, caption: request.caption, style: request.style, prompt: request.prompt },
        signal,
      );
  }
}
