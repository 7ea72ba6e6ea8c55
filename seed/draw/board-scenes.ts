import { MASTER_SIZE } from '../../src/contracts/print-area';
import { plasterWall, vignette } from './backdrop';
import { pottedPlant } from './scene-props';
import { blurFilter, linear, n, noiseTile, seededRandom, tint } from './svg-kit';

/** studio: the board alone on a plain wall; doorway: beside a carved front door; brick: on a gate pillar. */
export type BoardView = 'studio' | 'doorway' | 'brick';

const S = MASTER_SIZE;

/** A carved teak door frame with a panelled sheesham door, filling the right of the picture. */
function doorway(frameX: number): string {
  const frameW = 84;
  const doorX = frameX + frameW;
  const panels: string[] = [];
  for (const [py, ph] of [
    [170, 300],
    [500, 380],
  ] as const) {
    panels.push(
      `<rect x="${n(doorX + 46)}" y="${py}" width="${n(S - doorX - 46)}" height="${ph}" rx="6" fill="url(#door-panel)"/>` +
        `<rect x="${n(doorX + 46)}" y="${py}" width="${n(S - doorX - 46)}" height="${ph}" rx="6" fill="none" stroke="#140803" stroke-opacity="0.6" stroke-width="5"/>` +
        `<path d="M${n(doorX + 49)},${py + ph - 3} V${py + 3} H${S}" fill="none" stroke="#e0a874" stroke-opacity="0.35" stroke-width="3"/>`,
    );
  }
  return (
    `<defs>${linear(
      'door-frame',
      [
        [0, '#6d3f1d'],
        [0.3, '#a8703f'],
        [0.65, '#8a552c'],
        [1, '#4d2a12'],
      ],
      0,
      0,
      1,
      0,
    )}` +
    `${linear(
      'door-leaf',
      [
        [0, '#4a2411'],
        [1, '#2b1408'],
      ],
      0,
      0,
      1,
      1,
    )}` +
    `${linear(
      'door-panel',
      [
        [0, '#5c2f16'],
        [1, '#351a0b'],
      ],
      0,
      0,
      1,
      1,
    )}${blurFilter('frame-shadow', 16)}</defs>` +
    `<rect x="${n(frameX - 40)}" y="40" width="60" height="${S}" fill="#2b1608" opacity="0.35" filter="url(#frame-shadow)"/>` +
    `<rect x="${n(doorX)}" y="110" width="${n(S - doorX)}" height="${S}" fill="url(#door-leaf)"/>` +
    panels.join('') +
    `<circle cx="${n(doorX + 30)}" cy="560" r="20" fill="none" stroke="#d4a849" stroke-width="7"/>` +
    `<circle cx="${n(doorX + 30)}" cy="536" r="8" fill="#b98b32"/>` +
    `<rect x="${n(frameX)}" y="60" width="${frameW}" height="${S}" fill="url(#door-frame)"/>` +
    `<rect x="${n(frameX - 30)}" y="40" width="${n(S - frameX + 30)}" height="74" fill="url(#door-frame)"/>` +
    `<rect x="${n(frameX - 30)}" y="108" width="${n(S - frameX + 30)}" height="8" fill="#3a1d0b" opacity="0.5"/>` +
    [18, 30, 54, 66]
      .map(
        (dx) =>
          `<line x1="${n(frameX + dx)}" y1="116" x2="${n(frameX + dx)}" y2="${S}" stroke="#3a1d0b" stroke-opacity="0.45" stroke-width="2"/>`,
      )
      .join('') +
    `<rect x="0" y="930" width="${S}" height="${n(S - 930)}" fill="url(#floor-stone)"/>` +
    `<defs>${linear('floor-stone', [
      [0, '#b8ab98'],
      [1, '#8f8270'],
    ])}</defs>` +
    `<rect x="0" y="930" width="${S}" height="6" fill="#ffffff" opacity="0.35"/>`
  );
}

/** Exposed brick with lime mortar: a large pattern tile with per-brick colour so repeats hide. */
function brickWall(): string {
  const random = seededRandom('brick');
  const brickW = 116;
  const brickH = 44;
  const tileW = brickW * 4 + 24;
  const rows = 5;
  const reds = ['#a9553a', '#b8623f', '#9a4a31', '#c06d48', '#a35a3e', '#8e4630'];
  const bricks: string[] = [];
  for (let row = 0; row < rows; row++) {
    const offset = row % 2 === 0 ? 0 : -(brickW + 6) / 2;
    for (let col = 0; col < 4; col++) {
      const x = offset + col * (brickW + 6);
      const y = row * (brickH + 6);
      const color = reds[Math.floor(random() * reds.length)] ?? '#a9553a';
      // A brick cut by the tile's left edge is drawn again at the right edge in the same colour,
      // so the pattern joins without a seam.
      for (const bx of x < 0 ? [x, x + tileW] : [x]) {
        bricks.push(`<rect x="${n(bx)}" y="${y}" width="${brickW}" height="${brickH}" rx="3" fill="${color}"/>`);
        bricks.push(
          `<rect x="${n(bx)}" y="${y}" width="${brickW}" height="5" rx="2" fill="${tint(color, 0.25)}" opacity="0.6"/>`,
        );
      }
    }
  }
  return (
    `<defs><pattern id="bricks" width="${tileW}" height="${rows * (brickH + 6)}" patternUnits="userSpaceOnUse">` +
    `<rect width="${tileW}" height="${rows * (brickH + 6)}" fill="#d8c6a8"/>${bricks.join('')}</pattern>` +
    noiseTile('brick-grit', '0.55', 2, 6, '0 0 0 0 0.25  0 0 0 0 0.12  0 0 0 0 0.06  0 0 0 1.1 -0.5') +
    `${linear(
      'brick-light',
      [
        [0, '#fff2dc', 0.25],
        [0.5, '#fff2dc', 0],
        [1, '#1c0c04', 0.35],
      ],
      0,
      0,
      0.5,
      1,
    )}</defs>` +
    `<rect width="${S}" height="${S}" fill="url(#bricks)"/>` +
    `<rect width="${S}" height="${S}" fill="url(#brick-grit)" opacity="0.7"/>` +
    `<rect width="${S}" height="${S}" fill="url(#brick-light)"/>`
  );
}

/**
 * Bougainvillea spilling over the wall from the top corner, as over so many Indian gates: one strand
 * along the top and one hanging down the side, bracts in two magentas among leaves.
 */
function bougainvillea(): string {
  const random = seededRandom('bougainvillea');
  const strands = [
    (t: number) => [t * 460, 18 + Math.sin(t * Math.PI) * 50 * (1 - t * 0.5)],
    (t: number) => [16 + Math.sin(t * Math.PI * 0.8) * 50, t * 430],
  ] as const;
  const parts: string[] = [];
  for (const strand of strands) {
    for (let i = 0; i < 34; i++) {
      const t = i / 33;
      const [sx = 0, sy = 0] = strand(t);
      const spread = 44 * (1 - t * 0.6);
      const x = sx + (random() - 0.5) * spread * 2;
      const y = sy + (random() - 0.5) * spread * 2;
      const r = (16 + random() * 14) * (1 - t * 0.35);
      const isLeaf = random() < 0.42;
      const color = isLeaf ? (random() < 0.5 ? '#3f6b35' : '#52803f') : random() < 0.5 ? '#c2287a' : '#d9479a';
      const rot = n(random() * 360);
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.62)}" fill="${color}" transform="rotate(${rot},${n(x)},${n(y)})"/>` +
          (isLeaf
            ? ''
            : `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.5)}" ry="${n(r * 0.25)}" fill="${tint(color, 0.3)}" opacity="0.6" transform="rotate(${rot},${n(x)},${n(y)})"/>`),
      );
    }
  }
  const shadow = parts.join('').replace(/fill="#[0-9a-f]{6}"/g, 'fill="#1c0c04"');
  return `<defs>${blurFilter('vine-shadow', 10, 0.15)}</defs><g transform="translate(14,22)" filter="url(#vine-shadow)" opacity="0.35">${shadow}</g>${parts.join('')}`;
}

/** `wall` is the plaster colour of the studio wall, chosen by the board so it stands out. */
export function boardSceneBackground(view: BoardView, wall: string): string {
  switch (view) {
    case 'studio':
      return plasterWall(wall, 5);
    case 'doorway':
      return plasterWall('#e9d3b6', 8) + doorway(700);
    case 'brick':
      return brickWall();
  }
}

/** Things in front of the board's plane: a plant at the doorway, flowers over the pillar. */
export function boardSceneForeground(view: BoardView): string {
  switch (view) {
    case 'studio':
      return vignette(0.2);
    case 'doorway':
      return pottedPlant('door-plant', 600, 975, 1.25) + vignette(0.26);
    case 'brick':
      return bougainvillea() + vignette(0.3);
  }
}
