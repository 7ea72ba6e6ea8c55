import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blank } from '../../../pieces/raster';
import { framed, loadMaster, MASTER_CACHE_ENTRIES, releaseFrame } from './surface';

const area = { x: 100, y: 100, width: 300, height: 200, surface: 'board', surfaceColor: '#7d4426' } as const;
const png = (shade: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: shade, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('decoded product masters', () => {
  it('are decoded once and then served from memory for the same bytes', async () => {
    const image = await png(10);
    const first = await loadMaster(image, area);
    const again = await loadMaster(Buffer.from(image), area);
    expect(again === first).toBe(true);
    expect([first.pixels.width, first.pixels.height, first.pixels.channels]).toEqual([1024, 1024, 3]);
    // Another print area on the same photo is another master.
    expect((await loadMaster(image, { ...area, x: 120 })) === first).toBe(false);
  });

  it('keep a bounded number, dropping the least recently used first', async () => {
    const kept = await png(200);
    const first = await loadMaster(kept, area);
    for (let shade = 0; shade < MASTER_CACHE_ENTRIES; shade++) {
      await loadMaster(kept, area);
      await loadMaster(await png(40 + shade), area);
    }
    expect((await loadMaster(kept, area)) === first).toBe(true);
    const dropped = await png(40);
    const again = await loadMaster(dropped, area);
    expect((await loadMaster(dropped, area)) === again).toBe(true);
    for (let shade = 1; shade <= MASTER_CACHE_ENTRIES; shade++) await loadMaster(await png(100 + shade), area);
    expect((await loadMaster(dropped, area)) === again).toBe(false);
  });

  it('forgets an image that could not be read, so the error is given every time', async () => {
    const junk = Buffer.from('not an image');
    await expect(loadMaster(junk, area)).rejects.toThrow();
    await expect(loadMaster(junk, area)).rejects.toThrow();
  });
});

describe('finished product frames', () => {
  it('hold the master with the printed part pasted in, and are reused once released', async () => {
    const master = await loadMaster(await png(30), area);
    const part = { ...blank(2, 1, 3), data: Buffer.from([1, 2, 3, 4, 5, 6]) };
    const first = framed(master, part, 10, 20);
    const at = (frame: typeof first, x: number, y: number) => [
      ...frame.data.subarray((y * 1024 + x) * 3, (y * 1024 + x) * 3 + 6),
    ];
    expect(at(first, 10, 20)).toEqual([1, 2, 3, 4, 5, 6]);
    releaseFrame(first);

    const second = framed(master, part, 500, 20);
    expect(second.data).toBe(first.data);
    // The earlier product's print is gone: the frame starts again from the master.
    expect(at(second, 10, 20)).toEqual([
      ...master.pixels.data.subarray((20 * 1024 + 10) * 3, (20 * 1024 + 10) * 3 + 6),
    ]);
    expect(master.pixels.data.equals(second.data)).toBe(false);
  });

  it('never take back a buffer that was not framed here', async () => {
    const master = await loadMaster(await png(31), area);
    const stranger = { ...master.pixels, data: Buffer.from(master.pixels.data) };
    releaseFrame(stranger);
    expect(framed(master, blank(1, 1, 3), 0, 0).data).not.toBe(stranger.data);
  });
});
