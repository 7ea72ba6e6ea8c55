import type { Drawing, DrawingPhoto, Shape } from './drawing';

const num = (v: number) => String(Math.round(v * 1000) / 1000);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function shapeSvg(s: Shape): string {
  const stroke = s.stroke
    ? ` stroke="${s.stroke}" stroke-width="${num(s.strokeWidth ?? 0.1)}" stroke-linejoin="round" stroke-linecap="round"`
    : '';
  const transform = s.transform ? ` transform="matrix(${s.transform.map(num).join(' ')})"` : '';
  return `<path d="${s.d}"${transform} fill="${s.fill ?? 'none'}"${stroke}/>`;
}

function photoSvg(p: DrawingPhoto): string {
  // xlink:href as well as href: Inkscape 0.92, CorelDRAW and older RIPs read only the first.
  const href = `data:image/png;base64,${p.png.toString('base64')}`;
  return (
    `<image x="${num(p.x)}" y="${num(p.y)}" width="${num(p.width)}" height="${num(p.height)}" ` +
    `preserveAspectRatio="none" href="${href}" xlink:href="${href}"/>`
  );
}

/**
 * The drawing as an SVG in millimetres: width and height carry the unit and the viewBox is in
 * mm, so Inkscape, LightBurn and print RIPs open it at its real size. Each layer is a group
 * Inkscape lists as a layer; there is no <text>, so no fonts are needed. A design's photo is its
 * own layer under the artwork, embedded (a file that needs no other file). `pixels` draws the same
 * millimetres at that many pixels, for a raster made from the drawing (a mug's wrap).
 */
export function drawingToSvg(drawing: Drawing, pixels?: { width: number; height: number }): string {
  const { widthMm, heightMm } = drawing.size;
  const photos = drawing.photos?.length
    ? `<g id="photo" inkscape:groupmode="layer" inkscape:label="Shopper's photo">` +
      drawing.photos.map(photoSvg).join('') +
      '</g>\n'
    : '';
  const layers = drawing.layers
    .map(
      (layer) =>
        `<g id="${layer.id}" inkscape:groupmode="layer" inkscape:label="${escapeXml(layer.label)}">` +
        layer.shapes.map(shapeSvg).join('') +
        '</g>',
    )
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ` +
    (photos ? `xmlns:xlink="http://www.w3.org/1999/xlink" ` : '') +
    (pixels
      ? `width="${pixels.width}" height="${pixels.height}" preserveAspectRatio="none" `
      : `width="${num(widthMm)}mm" height="${num(heightMm)}mm" `) +
    `viewBox="0 0 ${num(widthMm)} ${num(heightMm)}">\n` +
    `<title>${escapeXml(drawing.title)}</title>\n${photos}${layers}\n</svg>\n`
  );
}
