import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MUG_STYLES } from '../../../contracts/previews';
import { toRaster, type Raster } from '../../pieces/raster';
import { CLEAR_FACE_HINT, styleMugPhoto } from './caricature';
import { bulgeSource, frameHead } from './head-warp';
import { styleDistance } from './style-distance';
import { findSubject } from './subject';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}.png`, import.meta.url));
const pixels = async (name: string) => toRaster(sharp(await fixture(name)).removeAlpha());
const at = (mask: Raster, fx: number, fy: number) =>
  mask.data[Math.floor(fy * mask.height) * mask.width + Math.floor(fx * mask.width)] ?? 0;

// The models load on the first test (seconds on a busy 2-core machine), hence the longer limits.
describe('finding the subject', { timeout: 60_000 }, () => {
  it('finds the face in the portrait, and the person cut out from the background', async () => {
    const subject = await findSubject(await pixels('astronaut'));
    expect(subject.kind).toBe('person');
    expect(subject.faceFound).toBe(true);
    // The face sits left of centre in the upper half of the 512² portrait (152,49 145x145).
    const head = subject.head!;
    expect(head.x + head.width / 2).toBeGreaterThan(0.35);
    expect(head.x + head.width / 2).toBeLessThan(0.5);
    expect(head.y + head.height / 2).toBeLessThan(0.35);
    const mask = subject.mask!;
    // The person: the face, the chest of the suit.
    expect(at(mask, head.x + head.width / 2, head.y + head.height / 2)).toBeGreaterThan(200);
    expect(at(mask, 0.4, 0.7)).toBeGreaterThan(200);
    // Not the background: the flag and the wall in the top corners.
    for (const [fx, fy] of [
      [0.03, 0.03],
      [0.97, 0.03],
      [0.9, 0.2],
    ] as const)
      expect(at(mask, fx, fy), `${fx},${fy}`).toBeLessThan(40);
  });

  it('finds the cat as a pet, with no face', async () => {
    const subject = await findSubject(await pixels('chelsea'));
    expect(subject.kind).toBe('pet');
    expect(at(subject.mask!, 0.45, 0.5)).toBeGreaterThan(200);
  });

  it('finds no face and no subject in the coffee cup', async () => {
    const subject = await findSubject(await pixels('coffee'));
    expect(subject.faceFound).toBe(false);
    expect(subject.kind).toBe('none');
  });
});

describe('the head warp', () => {
  it('magnifies the centre, tapers smoothly and never folds', () => {
    const centre = { x: 100, y: 100 };
    // Samples nearer the centre than the pixel itself: magnified.
    expect(bulgeSource(110, 100, centre, 50, 0.4)[0]).toBeCloseTo(100 + 10 * (1 - 0.4 * (1 - 0.04) ** 2));
    expect(bulgeSource(160, 100, centre, 50, 0.4)).toEqual([160, 100]);
    let last = -1;
    for (let x = 100; x <= 150; x += 0.5) {
      const [sx] = bulgeSource(x, 100, centre, 50, 0.4);
      expect(sx).toBeGreaterThan(last);
      last = sx;
    }
    expect(bulgeSource(149.9, 100, centre, 50, 0.4)[0]).toBeCloseTo(149.9, 2);
  });
});

describe('framing a close-up pet', () => {
  it('frames the whole photo, so the whole head shows rather than its middle', () => {
    // The cat fixture (451 x 300) fills its photo: its head is the whole subject.
    const whole = { x: 0, y: 0, width: 1, height: 1 };
    const { window } = frameHead(whole, 451, 300, 615, 460, true);
    expect(window.x).toBeLessThanOrEqual(0);
    expect(window.y).toBeLessThanOrEqual(0);
    expect(window.x + window.width).toBeGreaterThanOrEqual(451);
    expect(window.y + window.height).toBeGreaterThanOrEqual(300);
  });
});

describe('styleMugPhoto', { timeout: 60_000 }, () => {
  const size = { width: 300, height: 220 };

  it('cuts out the portrait onto each style, with no hint', async () => {
    const photo = await fixture('astronaut');
    for (const style of MUG_STYLES) {
      const out = await styleMugPhoto(photo, style, size, 3);
      expect([out.image.width, out.image.height, out.image.channels]).toEqual([300, 220, 3]);
      expect(out.subject).toBe('person');
      expect(out.hint).toBeUndefined();
    }
  });

  // Thresholds (measure in style-distance.ts): redrawn, a style is at least 10 ΔE and 0.3 of
  // SSIM from the photo inside the subject's mask (the photo filters these replaced left the
  // cat's pixar at 0.10); two styles are at least 10 ΔE and 0.2 apart from each other.
  it.each(['astronaut', 'chelsea'])(
    'draws the %s in four styles that differ from the photo and from each other inside its mask',
    async (name) => {
      const photo = await fixture(name);
      // At the caricature mug's print size, where the styles' strokes are sized.
      const print = { width: 615, height: 460 };
      const drawn = await Promise.all(MUG_STYLES.map((style) => styleMugPhoto(photo, style, print, 3)));
      const coverage = drawn[0]!.coverage;
      const subject = coverage.data.reduce((n, v) => n + (v > 128 ? 1 : 0), 0) / coverage.data.length;
      expect(subject).toBeGreaterThan(0.25);
      for (const [i, out] of drawn.entries()) {
        const fromPhoto = styleDistance(out.image, out.unstyled, out.coverage);
        expect(fromPhoto.colour, `${MUG_STYLES[i]} from the photo, ΔE`).toBeGreaterThan(10);
        expect(fromPhoto.structure, `${MUG_STYLES[i]} from the photo, 1 - SSIM`).toBeGreaterThan(0.3);
        for (const [j, other] of drawn.entries()) {
          if (j <= i) continue;
          const apart = styleDistance(out.image, other.image, coverage);
          expect(apart.colour, `${MUG_STYLES[i]} / ${MUG_STYLES[j]}, ΔE`).toBeGreaterThan(10);
          expect(apart.structure, `${MUG_STYLES[i]} / ${MUG_STYLES[j]}, 1 - SSIM`).toBeGreaterThan(0.2);
        }
      }
    },
  );

  it('still styles a photo with no person or pet, and gives the hint', async () => {
    const out = await styleMugPhoto(await fixture('coffee'), 'disney', size, 3);
    expect(out.subject).toBe('none');
    expect(out.hint).toBe(CLEAR_FACE_HINT);
    const { channels } = await sharp(out.image.data, { raw: { width: 300, height: 220, channels: 3 } }).stats();
    // Not blank: the cup and table keep their contrast.
    expect(channels.every((c) => c.stdev > 20)).toBe(true);
  });
});

describe('offline', () => {
  it('renders a caricature mug with the network unreachable, making no attempt to reach it', async () => {
    const script = fileURLToPath(new URL('./testing/offline-render.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { timeout: 90_000 });
    const result = JSON.parse(stdout.trim().split('\n').pop()!) as {
      bytes: number;
      type: string;
      attempts: string[];
      probe: string[];
    };
    expect(result.type).toBe('image/webp');
    expect(result.bytes).toBeGreaterThan(5000);
    expect(result.attempts).toEqual([]);
    // The cut-off works: a deliberate request was caught.
    expect(result.probe.length).toBeGreaterThan(0);
  }, 120_000);
});
