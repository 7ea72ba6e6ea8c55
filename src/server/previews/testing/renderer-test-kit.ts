import { inspect } from 'node:util';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { PrintArea } from '../../../contracts/print-area';
import { PreviewError } from '../types';

/** The print areas the AI renderer and prompt tests draw on: a house board and a mug's wrap. */
export function boardArea(material: NonNullable<PrintArea['material']>): PrintArea {
  return { x: 262, y: 380, width: 500, height: 220, surface: 'board', surfaceColor: '#6b4226', material };
}

export const mugWrapArea: PrintArea = {
  x: 300,
  y: 300,
  width: 420,
  height: 420,
  surface: 'mug-wrap',
  surfaceColor: '#ffffff',
  material: 'ceramic',
};

/** The promise must fail with a PreviewError, and nothing logged with it may carry the secret. */
export async function expectPreviewFailure(promise: Promise<unknown>, secret: string): Promise<PreviewError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PreviewError);
  // Neither the message nor anything logged with it (the cause chain) may carry the key.
  expect(inspect(err, { depth: null })).not.toContain(secret);
  return err as PreviewError;
}

/** Every preview is stored as a 1024x1024 WebP, whatever the provider sent. */
export async function expectWebp1024(image: Buffer) {
  const meta = await sharp(image).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'webp',
    width: 1024,
    height: 1024,
  });
}
