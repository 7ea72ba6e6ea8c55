import type { Drawing, Shape } from './drawing';

const num = (v: number) => String(Math.round(v * 1000) / 1000);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function shapeSvg(s: Shape): string {
  const stroke = s.stroke
    ? ` stroke="${s.stroke}" stroke-width="${num(s.strokeWidth ?? 0.1)}" stroke-linejoin="round" stroke-linecap="round"`
    : '';
  return `<path d="${s.d}" fill="${s.fill ?? 'none'}"${stroke}/>`;
}

/**
 * The drawing as an SVG in millimetres: width and height carry the unit and the viewBox is in
 * mm, so Inkscape, LightBurn and print RIPs open it at its real size. Each layer is a group
 * Inkscape lists as a layer; there is no <text>, so no fonts are needed.
 */
export function drawingToSvg(drawing: Drawing): string {
  const { widthMm, heightMm } = drawing.size;
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
    `width="${num(widthMm)}mm" height="${num(heightMm)}mm" viewBox="0 0 ${num(widthMm)} ${num(heightMm)}">\n` +
    `<title>${escapeXml(drawing.title)}</title>\n${layers}\n</svg>\n`
  );
}
