import { n, shade, tint } from './svg-kit';

/**
 * Playful motifs, each centred on (0,0) and about `s` pixels in radius. They are painted MDF
 * cut-outs glued onto the plate, so `cutout` gives each its own small shadow and a lit edge.
 */

export function cutout(x: number, y: number, motif: string, rotate = 0): string {
  return (
    `<g transform="translate(${n(x)},${n(y)}) rotate(${rotate})">` +
    `<g transform="translate(4,6)" opacity="0.28" filter="url(#cutout-shadow)">${motif.replace(/(fill|stroke)="(#[0-9a-f]{6}|url\([^)]*\))"/g, '$1="#1d1208"')}</g>` +
    `${motif}</g>`
  );
}

export function star(s: number, color: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? s : s * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`);
  }
  // A stroke in the fill colour with round joins softens the points, as a jigsaw cut does.
  return `<polygon points="${points.join(' ')}" fill="${color}" stroke="${color}" stroke-width="${n(s * 0.16)}" stroke-linejoin="round"/>`;
}

export function planet(s: number, body: string, ring: string): string {
  return (
    `<path d="M${n(-s * 1.6)},0 A${n(s * 1.6)},${n(s * 0.45)} 0 0 1 ${n(s * 1.6)},0" fill="none" stroke="${ring}" stroke-width="${n(s * 0.2)}" transform="rotate(-18)"/>` +
    `<circle r="${n(s)}" fill="${body}"/>` +
    `<circle r="${n(s)}" fill="url(#ball-shade)"/>` +
    `<path d="M${n(-s * 0.8)},${n(-s * 0.3)} Q0,${n(-s * 0.5)} ${n(s * 0.85)},${n(-s * 0.1)}" fill="none" stroke="${shade(body, 0.15)}" stroke-width="${n(s * 0.12)}" stroke-linecap="round"/>` +
    `<path d="M${n(-s * 1.6)},0 A${n(s * 1.6)},${n(s * 0.45)} 0 0 0 ${n(s * 1.6)},0" fill="none" stroke="${ring}" stroke-width="${n(s * 0.2)}" transform="rotate(-18)"/>`
  );
}

export function rocket(s: number): string {
  const body = `M0,${n(-s)} C${n(s * 0.42)},${n(-s * 0.6)} ${n(s * 0.42)},${n(s * 0.3)} ${n(s * 0.3)},${n(s * 0.6)} H${n(-s * 0.3)} C${n(-s * 0.42)},${n(s * 0.3)} ${n(-s * 0.42)},${n(-s * 0.6)} 0,${n(-s)} Z`;
  return (
    `<path d="M${n(-s * 0.2)},${n(s * 0.6)} Q0,${n(s * 1.25)} ${n(s * 0.2)},${n(s * 0.6)} Z" fill="#f7a531"/>` +
    `<path d="M${n(-s * 0.1)},${n(s * 0.6)} Q0,${n(s * 0.98)} ${n(s * 0.1)},${n(s * 0.6)} Z" fill="#fde37a"/>` +
    `<path d="M${n(-s * 0.3)},${n(s * 0.2)} L${n(-s * 0.62)},${n(s * 0.68)} L${n(-s * 0.28)},${n(s * 0.56)} Z" fill="#e0463c"/>` +
    `<path d="M${n(s * 0.3)},${n(s * 0.2)} L${n(s * 0.62)},${n(s * 0.68)} L${n(s * 0.28)},${n(s * 0.56)} Z" fill="#e0463c"/>` +
    `<path d="${body}" fill="#f4f1ea"/><path d="${body}" fill="url(#ball-shade)" opacity="0.6"/>` +
    `<path d="M${n(-s * 0.27)},${n(-s * 0.62)} Q0,${n(-s * 0.72)} ${n(s * 0.27)},${n(-s * 0.62)} L0,${n(-s)} Z" fill="#e0463c"/>` +
    `<circle cy="${n(-s * 0.2)}" r="${n(s * 0.17)}" fill="#4aa3d8" stroke="#9aa4ad" stroke-width="${n(s * 0.05)}"/>` +
    `<circle cx="${n(-s * 0.05)}" cy="${n(-s * 0.25)}" r="${n(s * 0.05)}" fill="#ffffff" opacity="0.8"/>`
  );
}

/** A crescent: the outer arc round the left, a shallower inner arc back. */
export function moon(s: number, color: string): string {
  const tipX = s * 0.5;
  const tipY = s * 0.866;
  return `<path d="M${n(tipX)},${n(-tipY)} A${n(s)},${n(s)} 0 1 0 ${n(tipX)},${n(tipY)} A${n(s * 0.9)},${n(s * 0.9)} 0 0 1 ${n(tipX)},${n(-tipY)} Z" fill="${color}"/>`;
}

export function leaf(s: number, color: string): string {
  const d = `M0,${n(s)} C${n(-s * 0.7)},${n(s * 0.3)} ${n(-s * 0.5)},${n(-s * 0.6)} 0,${n(-s)} C${n(s * 0.5)},${n(-s * 0.6)} ${n(s * 0.7)},${n(s * 0.3)} 0,${n(s)} Z`;
  return `<path d="${d}" fill="${color}"/><path d="M0,${n(s * 0.9)} Q${n(s * 0.06)},0 0,${n(-s * 0.8)}" fill="none" stroke="${tint(color, 0.35)}" stroke-width="${n(s * 0.06)}" stroke-linecap="round"/>`;
}

export function lion(s: number): string {
  const mane = Array.from(
    { length: 12 },
    (_, i) =>
      `<ellipse cy="${n(-s * 0.72)}" rx="${n(s * 0.3)}" ry="${n(s * 0.36)}" transform="rotate(${i * 30})" fill="#d9782f"/>`,
  ).join('');
  return (
    mane +
    `<circle cx="${n(-s * 0.45)}" cy="${n(-s * 0.45)}" r="${n(s * 0.16)}" fill="#f2b544"/><circle cx="${n(s * 0.45)}" cy="${n(-s * 0.45)}" r="${n(s * 0.16)}" fill="#f2b544"/>` +
    `<circle r="${n(s * 0.62)}" fill="#f6c453"/><circle r="${n(s * 0.62)}" fill="url(#ball-shade)" opacity="0.5"/>` +
    `<ellipse cy="${n(s * 0.2)}" rx="${n(s * 0.3)}" ry="${n(s * 0.22)}" fill="#fbe3a3"/>` +
    `<circle cx="${n(-s * 0.22)}" cy="${n(-s * 0.12)}" r="${n(s * 0.07)}" fill="#3b2414"/><circle cx="${n(s * 0.22)}" cy="${n(-s * 0.12)}" r="${n(s * 0.07)}" fill="#3b2414"/>` +
    `<path d="M${n(-s * 0.09)},${n(s * 0.08)} H${n(s * 0.09)} L0,${n(s * 0.18)} Z" fill="#7a3f22"/>`
  );
}

export function rainbow(s: number): string {
  const colors = ['#ef6f6c', '#f6a55d', '#f7d35f', '#7cc68d', '#6fb0e0', '#b08de0'];
  const band = s * 0.13;
  return colors
    .map((c, i) => {
      const r = s - i * band - band / 2;
      return `<path d="M${n(-r)},0 A${n(r)},${n(r)} 0 0 1 ${n(r)},0" fill="none" stroke="${c}" stroke-width="${n(band)}"/>`;
    })
    .join('');
}

export function puffyCloud(s: number): string {
  return (
    `<g fill="#ffffff"><circle cx="${n(-s * 0.45)}" cy="${n(s * 0.1)}" r="${n(s * 0.38)}"/><circle cx="0" cy="${n(-s * 0.1)}" r="${n(s * 0.5)}"/>` +
    `<circle cx="${n(s * 0.5)}" cy="${n(s * 0.12)}" r="${n(s * 0.35)}"/><rect x="${n(-s * 0.8)}" y="${n(s * 0.05)}" width="${n(s * 1.6)}" height="${n(s * 0.43)}" rx="${n(s * 0.2)}"/></g>`
  );
}

export function heart(s: number, color: string): string {
  return `<path d="M0,${n(s * 0.85)} C${n(-s * 1.2)},0 ${n(-s * 0.7)},${n(-s * 0.95)} 0,${n(-s * 0.35)} C${n(s * 0.7)},${n(-s * 0.95)} ${n(s * 1.2)},0 0,${n(s * 0.85)} Z" fill="${color}"/>`;
}

export function fish(s: number, color: string): string {
  return (
    `<path d="M${n(s * 0.55)},0 L${n(s)},${n(-s * 0.4)} L${n(s)},${n(s * 0.4)} Z" fill="${shade(color, 0.1)}"/>` +
    `<ellipse rx="${n(s * 0.65)}" ry="${n(s * 0.42)}" fill="${color}"/><ellipse rx="${n(s * 0.65)}" ry="${n(s * 0.42)}" fill="url(#ball-shade)" opacity="0.5"/>` +
    `<path d="M${n(s * 0.05)},${n(-s * 0.38)} Q${n(-s * 0.1)},0 ${n(s * 0.05)},${n(s * 0.38)}" fill="none" stroke="${tint(color, 0.5)}" stroke-width="${n(s * 0.09)}"/>` +
    `<circle cx="${n(-s * 0.35)}" cy="${n(-s * 0.08)}" r="${n(s * 0.08)}" fill="#1d2a3a"/>`
  );
}

export function bubble(s: number): string {
  return `<circle r="${n(s)}" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-width="${n(s * 0.18)}"/><circle cx="${n(-s * 0.35)}" cy="${n(-s * 0.35)}" r="${n(s * 0.2)}" fill="#ffffff"/>`;
}

export function whale(s: number): string {
  const body = `M${n(-s)},0 C${n(-s)},${n(-s * 0.7)} ${n(s * 0.6)},${n(-s * 0.75)} ${n(s * 0.75)},${n(-s * 0.05)} L${n(s * 1.05)},${n(-s * 0.45)} L${n(s * 1.05)},${n(s * 0.2)} C${n(s * 0.6)},${n(s * 0.55)} ${n(-s)},${n(s * 0.6)} ${n(-s)},0 Z`;
  return (
    `<path d="M${n(-s * 0.45)},${n(-s * 0.55)} q${n(-s * 0.15)},${n(-s * 0.35)} ${n(-s * 0.3)},${n(-s * 0.4)} M${n(-s * 0.45)},${n(-s * 0.55)} q${n(s * 0.1)},${n(-s * 0.35)} ${n(s * 0.28)},${n(-s * 0.42)}" fill="none" stroke="#8fd0f0" stroke-width="${n(s * 0.08)}" stroke-linecap="round"/>` +
    `<path d="${body}" fill="#4b86c6"/><path d="${body}" fill="url(#ball-shade)" opacity="0.5"/>` +
    `<path d="M${n(-s * 0.95)},${n(s * 0.1)} C${n(-s * 0.4)},${n(s * 0.5)} ${n(s * 0.4)},${n(s * 0.4)} ${n(s * 0.7)},${n(s * 0.15)}" fill="#dbeefa"/>` +
    `<circle cx="${n(-s * 0.55)}" cy="${n(-s * 0.12)}" r="${n(s * 0.07)}" fill="#1d2a3a"/>`
  );
}

/** Shared gradients the motifs refer to: a soft ball shading and the cut-out drop shadow. */
export const MOTIF_DEFS =
  '<defs><radialGradient id="ball-shade" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/>' +
  '<stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>' +
  '<filter id="cutout-shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="4"/></filter></defs>';
