import sharp from 'sharp';
import { LIMITS } from '../../../contracts/limits';
import { DomainError } from '../errors';

/** Formats we accept, recognised by their first bytes, never by the file name. */
const SIGNATURES: { format: string; test: (b: Buffer) => boolean }[] = [
  { format: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { format: 'webp', test: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { format: 'gif', test: (b) => b.toString('latin1', 0, 4) === 'GIF8' },
  {
    format: 'heif',
    test: (b) =>
      b.toString('latin1', 4, 8) === 'ftyp' && /^(heic|heix|hevc|mif1|avif|msf1)$/.test(b.toString('latin1', 8, 12)),
  },
];

export function sniffImageFormat(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.format ?? null;
}

/** Decodes base64 with or without a data-URL prefix; refuses anything that is not base64. */
export function decodeBase64Image(input: string): Buffer {
  const payload = input.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (payload.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(payload))
    throw new DomainError('invalid_input', 'The image data is not valid base64');
  if (payload.length > Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 4)
    throw new DomainError('too_large', 'The image is larger than 10 MB');
  return Buffer.from(payload, 'base64');
}

const MAX_EDGE = 2048;

/**
 * Makes an uploaded photo safe to keep: the type sniffed from its bytes, a pixel limit against
 * decompression bombs, auto-orientation, a bounded size, and a re-encode that drops EXIF and GPS.
 */
export async function sanitizeUpload(bytes: Buffer): Promise<{ body: Buffer; width: number; height: number }> {
  if (bytes.length > LIMITS.uploadMaxBytes) throw new DomainError('too_large', 'The image is larger than 10 MB');
  if (!sniffImageFormat(bytes))
    throw new DomainError('unsupported_media', 'Please upload a JPEG, PNG, WebP, GIF or HEIC photo');
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: LIMITS.uploadMaxPixels,
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message))
      throw new DomainError('too_large', 'The image has too many pixels (40 megapixels at most)');
    throw new DomainError('unsupported_media', 'This file could not be read as an image');
  }
}
