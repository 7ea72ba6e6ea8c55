import type { MugStyle } from '../types';
import type { Raster } from './raster';
import type { Master } from './surface';

export interface MugInput { photo: Buffer; caption: string; style: MugStyle; prompt?: string }

export async function renderMug(master: Master, _input: MugInput, _signal?: AbortSignal): Promise<Raster> {
  return master.pixels;
}
