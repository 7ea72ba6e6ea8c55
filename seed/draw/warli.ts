import { n } from './svg-kit';

const PAINT = '#f7efe2';

/**
 * One Warli dancer: a circle head and two triangles meeting at the waist, the stick limbs
 * reaching out to hold the neighbours' hands as in the tarpa circle dance.
 */
function dancer(x: number, foot: number, size: number, lean: number): string {
  const headR = size * 0.1;
  const neck = foot - size * 0.78;
  const waist = foot - size * 0.45;
  const hip = foot - size * 0.2;
  const shoulder = size * 0.17;
  const hipHalf = size * 0.14;
  const stroke = `stroke="${PAINT}" stroke-width="${n(size * 0.035)}" stroke-linecap="round" fill="none"`;
  return (
    `<g transform="rotate(${lean},${n(x)},${n(foot)})">` +
    `<circle cx="${n(x)}" cy="${n(neck - headR * 1.2)}" r="${n(headR)}" fill="${PAINT}"/>` +
    `<path d="M${n(x - shoulder)},${n(neck)} H${n(x + shoulder)} L${n(x)},${n(waist)} Z" fill="${PAINT}"/>` +
    `<path d="M${n(x)},${n(waist)} L${n(x + hipHalf)},${n(hip)} H${n(x - hipHalf)} Z" fill="${PAINT}"/>` +
    `<path d="M${n(x - shoulder)},${n(neck)} L${n(x - size * 0.3)},${n(neck + size * 0.14)} L${n(x - size * 0.42)},${n(neck + size * 0.05)}" ${stroke}/>` +
    `<path d="M${n(x + shoulder)},${n(neck)} L${n(x + size * 0.3)},${n(neck + size * 0.14)} L${n(x + size * 0.42)},${n(neck + size * 0.05)}" ${stroke}/>` +
    `<path d="M${n(x - hipHalf * 0.7)},${n(hip)} L${n(x - size * 0.16)},${n(foot - size * 0.08)} L${n(x - size * 0.22)},${n(foot)}" ${stroke}/>` +
    `<path d="M${n(x + hipHalf * 0.7)},${n(hip)} L${n(x + size * 0.16)},${n(foot - size * 0.08)} L${n(x + size * 0.22)},${n(foot)}" ${stroke}/></g>`
  );
}

/** A row of small triangles, the border Warli painters run along the top of a wall painting. */
function triangleBorder(x0: number, x1: number, y: number, size: number, avoidX: readonly number[]): string {
  const parts: string[] = [];
  for (let x = x0; x + size <= x1; x += size * 1.3) {
    if (avoidX.some((ax) => Math.abs(x + size / 2 - ax) < size * 1.2)) continue;
    parts.push(
      `<path d="M${n(x)},${n(y + size * 0.8)} L${n(x + size / 2)},${n(y)} L${n(x + size)},${n(y + size * 0.8)} Z" fill="${PAINT}"/>`,
    );
  }
  return parts.join('');
}

/** The sun, drawn as Warli artists do: a disc with short rays. */
function sun(cx: number, cy: number, r: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${n(cx + Math.cos(a) * r * 1.35)}" y1="${n(cy + Math.sin(a) * r * 1.35)}" x2="${n(cx + Math.cos(a) * r * 1.8)}" y2="${n(cy + Math.sin(a) * r * 1.8)}" stroke="${PAINT}" stroke-width="${n(r * 0.18)}" stroke-linecap="round"/>`;
  }).join('');
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${PAINT}"/>${rays}`;
}

/** Painted border for a board of size w x h: triangles and suns on top, dancers along the bottom. */
export function warliBorders(w: number, h: number, avoidX: readonly number[]): string {
  const dancers: string[] = [];
  const count = 11;
  const size = 86;
  for (let i = 0; i < count; i++) {
    const x = 70 + ((w - 140) * i) / (count - 1);
    dancers.push(dancer(x, h - 30, size, i % 2 === 0 ? -5 : 5));
  }
  return (
    `<rect x="18" y="18" width="${n(w - 36)}" height="${n(h - 36)}" rx="12" fill="none" stroke="${PAINT}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>` +
    triangleBorder(120, w - 120, 34, 26, avoidX) +
    sun(64, 64, 16) +
    sun(w - 64, 64, 16) +
    dancers.join('')
  );
}

/** Zone the Warli painting leaves plain for the name, in the board's own coordinates. */
export const WARLI_CLEAR_ZONE = { top: 96, bottom: 132, side: 70 } as const;
