import type { Metal } from '../../../pieces/board-style';
import type { Rgb } from '../../../pieces/color';
import { fractalNoise } from '../../../pieces/noise';
import { blank, type Raster, type Rect } from '../../../pieces/raster';

const METAL_RAMPS: Record<Metal, [number, Rgb][]> = {
  gold: [
    [0, [250, 230, 160]],
    [0.3, [222, 181, 78]],
    [0.55, [150, 109, 35]],
    [0.75, [232, 198, 102]],
    [1, [168, 123, 44]],
  ],
  silver: [
    [0, [245, 247, 250]],
    [0.3, [196, 201, 207]],
    [0.55, [120, 126, 134]],
    [0.75, [214, 218, 223]],
    [1, [140, 146, 153]],
  ],
  copper: [
    [0, [246, 196, 160]],
    [0.3, [204, 128, 82]],
    [0.55, [128, 66, 36]],
    [0.75, [214, 146, 102]],
    [1, [146, 80, 46]],
  ],
};

export type MetalShader = (x: number, y: number) => Rgb;

/** A polished-metal ramp down each line of letters, with a faint horizontal brushing. */
export function metalShader(metal: Metal, lines: Rect[], height: number): MetalShader {
  const ramp = METAL_RAMPS[metal];
  return (x, y) => {
    const line = lines.find((l) => y >= l.y && y < l.y + l.height);
    const t = line ? (y - line.y) / Math.max(1, line.height) : y / height;
    const brush = Math.sin(y * 1.7 + Math.sin(x * 0.05) * 2) * 6;
    const [r, g, b] = sampleRamp(ramp, t);
    return [r + brush, g + brush, b + brush];
  };
}

function sampleRamp(ramp: [number, Rgb][], t: number): Rgb {
  for (let k = 1; k < ramp.length; k++) {
    const [t1, c1] = ramp[k] ?? [1, [0, 0, 0]];
    const [t0, c0] = ramp[k - 1] ?? [0, [0, 0, 0]];
    if (t <= t1) {
      const u = (t - t0) / Math.max(1e-6, t1 - t0);
      return [c0[0] + (c1[0] - c0[0]) * u, c0[1] + (c1[1] - c0[1]) * u, c0[2] + (c1[2] - c0[2]) * u];
    }
  }
  return ramp[ramp.length - 1]?.[1] ?? [0, 0, 0];
}

/** Worn lettering: blotches and specks where the paint or cut has weathered away. */
export function distress(mask: Raster, seed: number, strokePx: number): Raster {
  const coarse = fractalNoise(mask.width, mask.height, seed, Math.max(4, strokePx * 0.9), 3);
  const out = blank(mask.width, mask.height, 1);
  for (let i = 0; i < out.data.length; i++) {
    const wear = Math.min(1, Math.max(0, ((coarse[i] ?? 0) - 0.3) * 4.5));
    out.data[i] = Math.round((mask.data[i] ?? 0) * (0.25 + 0.75 * wear));
  }
  return out;
}
