import { CLAIM_LIMITS } from '../../../../contracts/claims';
import { scrubIsoBmff } from './iso-bmff';
import { scrubWebm } from './webm';
import { VideoRefused } from './video-refused';

export { VideoRefused, type VideoRefusal } from './video-refused';

export interface KeptVideo {
  body: Buffer;
  seconds: number;
  /** The stored key's extension and the type it is served with. */
  extension: 'mp4' | 'webm';
  contentType: 'video/mp4' | 'video/webm';
}

/** The container, from the first bytes alone (never the name or the type the browser sent). */
export function sniffVideo(bytes: Buffer): 'iso-bmff' | 'webm' | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'iso-bmff';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

/**
 * Issue 44: a shopper's one short video, made safe to keep: sniffed by its container's magic bytes
 * (MP4 and MOV are ISO-BMFF, `ftyp` at byte 4; WebM is EBML, 1A 45 DF A3), bounded in size, its
 * length read from the container and capped, and its location and identifying metadata dropped
 * (iso-bmff.ts, webm.ts). A MOV is served as video/mp4: browsers play an H.264 MOV that way.
 */
export function sanitizeVideo(
  bytes: Buffer,
  limits: { maxBytes: number; maxSeconds: number } = {
    maxBytes: CLAIM_LIMITS.videoMaxBytes,
    maxSeconds: CLAIM_LIMITS.videoMaxSeconds,
  },
): KeptVideo {
  if (bytes.length > limits.maxBytes) throw new VideoRefused('too_large');
  const container = sniffVideo(bytes);
  if (!container) throw new VideoRefused('not_video');
  const kept = container === 'iso-bmff' ? scrubIsoBmff(bytes) : scrubWebm(bytes);
  if (kept.seconds > limits.maxSeconds) throw new VideoRefused('too_long');
  return container === 'iso-bmff'
    ? { ...kept, extension: 'mp4', contentType: 'video/mp4' }
    : { ...kept, extension: 'webm', contentType: 'video/webm' };
}
