import { blurFilter, linear, n, seededRandom, shade, tint } from './svg-kit';

/**
 * A terracotta pot with a fan of long leaves (a snake plant silhouette): the one prop that makes a
 * doorway or a table read as a lived-in home. `scale` 1 is about 330 px tall.
 */
export function pottedPlant(id: string, x: number, baseY: number, scale: number, blur = 0): string {
  const random = seededRandom(id);
  const potW = 150 * scale;
  const potH = 120 * scale;
  const top = baseY - potH;
  const leaves: string[] = [];
  const greens = ['#3f6b3a', '#4f7d45', '#2f5a31', '#5d8a4c'];
  for (let i = 0; i < 9; i++) {
    const angle = -34 + (68 * i) / 8 + (random() - 0.5) * 10;
    const length = (150 + random() * 120) * scale * (1 - Math.abs(angle) / 110);
    const width = (20 + random() * 10) * scale;
    const color = greens[i % greens.length] ?? '#3f6b3a';
    const d = `M0,0 C${n(-width)},${n(-length * 0.35)} ${n(-width * 0.6)},${n(-length * 0.8)} 0,${n(-length)} C${n(width * 0.6)},${n(-length * 0.8)} ${n(width)},${n(-length * 0.35)} 0,0 Z`;
    leaves.push(
      `<g transform="translate(${n(x + (i - 4) * 6 * scale)},${n(top + 8 * scale)}) rotate(${n(angle)})">` +
        `<path d="${d}" fill="${color}"/><path d="${d}" fill="url(#${id}-leaf-light)"/>` +
        `<path d="M0,0 L0,${n(-length * 0.92)}" stroke="${tint(color, 0.25)}" stroke-width="${n(1.6 * scale)}" opacity="0.6"/></g>`,
    );
  }
  const pot =
    `<path d="M${n(x - potW / 2)},${n(top)} H${n(x + potW / 2)} L${n(x + potW * 0.38)},${n(baseY)} H${n(x - potW * 0.38)} Z" fill="url(#${id}-pot)"/>` +
    `<rect x="${n(x - potW * 0.54)}" y="${n(top - 6 * scale)}" width="${n(potW * 1.08)}" height="${n(24 * scale)}" rx="${n(5 * scale)}" fill="url(#${id}-rim)"/>`;
  const filter = blur > 0 ? ` filter="url(#${id}-blur)"` : '';
  return (
    `<defs>${linear(
      `${id}-pot`,
      [
        [0, '#9c4a2a'],
        [0.35, '#c8683e'],
        [0.7, '#b25a34'],
        [1, '#7a3a20'],
      ],
      0,
      0,
      1,
      0,
    )}` +
    `${linear(
      `${id}-rim`,
      [
        [0, '#a9532f'],
        [0.4, '#d57a4d'],
        [1, '#87401f'],
      ],
      0,
      0,
      1,
      0,
    )}` +
    `${linear(
      `${id}-leaf-light`,
      [
        [0, '#ffffff', 0.18],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.2],
      ],
      0,
      0,
      1,
      0,
    )}` +
    `${blur > 0 ? blurFilter(`${id}-blur`, blur, 0.15) : ''}</defs>` +
    `<g${filter}><ellipse cx="${n(x + 10 * scale)}" cy="${n(baseY)}" rx="${n(potW * 0.55)}" ry="${n(12 * scale)}" fill="#2a170a" opacity="0.25"/>` +
    `${leaves.join('')}${pot}</g>`
  );
}

/**
 * Toy blocks in primary colours, stacked on a shelf or the floor of a nursery scene; each cube
 * has a lit top, a front and a darker side so it reads as solid.
 */
export function toyBlocks(x: number, baseY: number, size: number): string {
  const colors = ['#e05a47', '#f2b63d', '#4c8ed9', '#5bb07a'];
  const positions: Array<[number, number]> = [
    [0, 0],
    [1.08, 0],
    [0.54, -1],
  ];
  return positions
    .map(([col, row], i) => {
      const c = colors[i % colors.length] ?? '#e05a47';
      const bx = x + col * size;
      const by = baseY + row * size - size;
      const depth = size * 0.22;
      return (
        `<path d="M${n(bx)},${n(by)} l${n(depth)},${n(-depth)} h${n(size)} l${n(-depth)},${n(depth)} Z" fill="${tint(c, 0.25)}"/>` +
        `<path d="M${n(bx + size)},${n(by)} l${n(depth)},${n(-depth)} v${n(size)} l${n(-depth)},${n(depth)} Z" fill="${shade(c, 0.25)}"/>` +
        `<rect x="${n(bx)}" y="${n(by)}" width="${n(size)}" height="${n(size)}" fill="${c}"/>` +
        `<rect x="${n(bx + size * 0.18)}" y="${n(by + size * 0.18)}" width="${n(size * 0.64)}" height="${n(size * 0.64)}" rx="${n(size * 0.08)}" fill="none" stroke="${tint(c, 0.45)}" stroke-width="${n(size * 0.05)}"/>`
      );
    })
    .join('');
}

/** A sunlit window patch thrown across a wall: two soft parallelograms of warm light. */
export function windowLight(x: number, y: number, w: number, h: number): string {
  const pane = (dx: number) =>
    `<path d="M${n(x + dx)},${n(y)} h${n(w * 0.42)} l${n(w * 0.3)},${n(h)} h${n(-w * 0.42)} Z" fill="#fff4de" opacity="0.5"/>`;
  return `<defs>${blurFilter('window-blur', 14, 0.15)}</defs><g filter="url(#window-blur)">${pane(0)}${pane(w * 0.5)}</g>`;
}
