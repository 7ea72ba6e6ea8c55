import { plasterWall, wallColor, type BackdropTone } from './backdrop';
import type { Glaze } from './mug-glazes';
import { pottedPlant, windowLight } from './scene-props';
import { blurFilter, linear, n, radial, shade, tint } from './svg-kit';
import { MASTER_SIZE } from '../../src/contracts/print-area';

const S = MASTER_SIZE;

/**
 * A chai-time corner: a plastered wall with window light, a blurred plant behind (shallow depth of
 * field), and a sheesham table whose plank seams widen towards the camera for perspective.
 */
export function tableScene(tone: BackdropTone, tableBackY: number): string {
  const seams: string[] = [];
  for (let k = 1; k <= 4; k++) {
    const y = tableBackY + 22 * k * k + 14 * k;
    seams.push(
      `<line x1="0" y1="${n(y)}" x2="${S}" y2="${n(y)}" stroke="#3a1f0f" stroke-opacity="0.45" stroke-width="${n(1 + k * 0.8)}"/>`,
    );
  }
  return (
    plasterWall(wallColor(tone)) +
    windowLight(560, 60, 360, 420) +
    pottedPlant('table-plant', 150, tableBackY + 8, 1.1, 5) +
    `<defs>${linear('table-top', [
      [0, '#b07a4c'],
      [0.3, '#93592f'],
      [1, '#5e341a'],
    ])}` +
    `<filter id="table-grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.09" numOctaves="3" seed="11"/>` +
    `<feColorMatrix values="0 0 0 0 0.18  0 0 0 0 0.09  0 0 0 0 0.04  0 0 0 1.8 -0.6"/></filter>` +
    `${linear('table-edge-light', [
      [0, '#ffd9a8', 0.35],
      [1, '#ffd9a8', 0],
    ])}</defs>` +
    `<rect x="0" y="${n(tableBackY)}" width="${S}" height="${n(S - tableBackY)}" fill="url(#table-top)"/>` +
    `<rect x="0" y="${n(tableBackY)}" width="${S}" height="${n(S - tableBackY)}" filter="url(#table-grain)"/>` +
    seams.join('') +
    `<rect x="0" y="${n(tableBackY)}" width="${S}" height="26" fill="url(#table-edge-light)"/>`
  );
}

/** A saucer matching the mug's glaze: a shallow dish with a raised rim and a well. */
export function saucer(cx: number, cy: number, rx: number, ry: number, glaze: Glaze): string {
  const body = glaze.body;
  const rimLine = glaze.border
    ? `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.93)}" ry="${n(ry * 0.9)}" fill="none" stroke="${glaze.border.line}" stroke-width="${n(ry * 0.06)}"/>`
    : '';
  return (
    `<defs>${radial(
      'saucer-dish',
      [
        [0, shade(body, 0.1)],
        [0.6, tint(body, 0.1)],
        [0.9, body],
        [1, shade(body, 0.2)],
      ],
      0.5,
      0.45,
      0.55,
    )}` +
    `${blurFilter('saucer-shadow', 12, 0.2)}</defs>` +
    `<ellipse cx="${n(cx + 8)}" cy="${n(cy + ry * 0.35)}" rx="${n(rx * 1.02)}" ry="${n(ry * 0.95)}" fill="#1e0f06" opacity="0.45" filter="url(#saucer-shadow)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.14)}" rx="${n(rx)}" ry="${n(ry)}" fill="${shade(body, 0.3)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#saucer-dish)"/>` +
    rimLine +
    `<path d="M${n(cx - rx * 0.9)},${n(cy - ry * 0.2)} A${n(rx)},${n(ry)} 0 0 1 ${n(cx - rx * 0.3)},${n(cy - ry * 0.95)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`
  );
}

/** Masala chai filling the mug, a little below the rim, with the window's reflection on it. */
export function chaiSurface(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `<defs>${radial(
      'chai',
      [
        [0, '#c99467'],
        [0.7, '#a8703f'],
        [1, '#7d4b25'],
      ],
      0.45,
      0.4,
      0.6,
    )}</defs>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#chai)"/>` +
    `<ellipse cx="${n(cx + rx * 0.25)}" cy="${n(cy - ry * 0.25)}" rx="${n(rx * 0.3)}" ry="${n(ry * 0.16)}" fill="#fff3de" opacity="0.35"/>`
  );
}

/** Two wisps of steam; blurred so they stay a suggestion rather than a drawing. */
export function steam(cx: number, topY: number, radius: number): string {
  const wisp = (dx: number, height: number) => {
    const x = cx + dx;
    return `<path d="M${n(x)},${n(topY)} c${n(-radius * 0.25)},${n(-height * 0.3)} ${n(radius * 0.25)},${n(-height * 0.5)} 0,${n(-height * 0.75)} s${n(radius * 0.2)},${n(-height * 0.2)} ${n(-radius * 0.05)},${n(-height * 0.3)}" fill="none" stroke="#ffffff" stroke-width="${n(radius * 0.09)}" stroke-linecap="round"/>`;
  };
  return (
    `<defs>${blurFilter('steam-blur', 7)}</defs>` +
    `<g filter="url(#steam-blur)" opacity="0.5">${wisp(-radius * 0.2, radius * 1.0)}${wisp(radius * 0.22, radius * 0.8)}</g>`
  );
}
