/**
 * Phone photos are 12 megapixels and 3-15 MB; the mug print needs far less. The browser shrinks
 * the photo to at most 2048 px on its longest side (the server's own bound) and re-encodes it as
 * JPEG before upload, so a large photo goes up in a fraction of its size and one over the 10 MB
 * upload limit is still accepted. The server sniffs, re-encodes and strips metadata regardless.
 */
export const UPLOAD_MAX_EDGE = 2048;
/** What the browser will try to shrink: beyond this, decoding alone could exhaust a phone. */
export const CHOOSABLE_MAX_BYTES = 60 * 1024 * 1024;
const JPEG_QUALITY = 0.88;

/** The size a photo is drawn at: within `max` on both sides, never enlarged. */
export function fitWithin(width: number, height: number, max = UPLOAD_MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo upright (EXIF orientation applied), within UPLOAD_MAX_EDGE, as a JPEG. A photo the
 * browser cannot decode (HEIC in most browsers) is returned as it was, for the server to read.
 */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', JPEG_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}

/** Even shrunk by the browser, the photo is over the upload limit (one it could not decode). */
export class PhotoTooLargeError extends Error {
  override name = 'PhotoTooLargeError';
}
