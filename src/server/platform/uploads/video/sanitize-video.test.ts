import { describe, expect, it } from 'vitest';
import { FILMED_AT, FILMED_TITLE, firstChunkOffset, mp4Video, webmVideo } from '../../../testing/video-files';
import { sanitizeVideo, sniffVideo, VideoRefused, type VideoRefusal } from './sanitize-video';

const refusal = (bytes: Buffer, limits?: Parameters<typeof sanitizeVideo>[1]): VideoRefusal | null => {
  try {
    sanitizeVideo(bytes, limits);
    return null;
  } catch (err) {
    if (err instanceof VideoRefused) return err.refusal;
    throw err;
  }
};

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe('a shopper video: MP4 and MOV', () => {
  it('reads its length from the container and drops where and when it was filmed, keeping the media where the chunk table says', () => {
    const input = mp4Video({ seconds: 12.5 });
    expect(has(input, FILMED_AT)).toBe(true);
    const kept = sanitizeVideo(input);
    expect(kept).toMatchObject({ extension: 'mp4', contentType: 'video/mp4' });
    expect(kept.seconds).toBeCloseTo(12.5);
    expect(has(kept.body, FILMED_AT)).toBe(false);
    expect(has(kept.body, 'com.apple.quicktime.location')).toBe(false);
    expect(has(kept.body, 'Pixel 8')).toBe(false);
    expect(has(kept.body, 'Back camera')).toBe(false);
    // Freed in place: the same length, so the chunk offset still names the media's first byte.
    expect(kept.body.length).toBe(input.length);
    const offset = firstChunkOffset(kept.body);
    expect(kept.body.toString('latin1', offset, offset + 22)).toBe('MEDIA-DATA-STARTS-HERE');
    // The movie header's creation time (the day it was filmed) is zeroed.
    const mvhd = kept.body.indexOf('mvhd', 0, 'latin1');
    expect(kept.body.readUInt32BE(mvhd + 8)).toBe(0);
    // The input is untouched, and the kept file reads again as the same video.
    expect(has(input, FILMED_AT)).toBe(true);
    expect(sanitizeVideo(kept.body).seconds).toBeCloseTo(12.5);
  });

  it('reads a MOV and a media box with a 64-bit size', () => {
    const mov = sanitizeVideo(mp4Video({ brand: 'qt  ', largeMdat: true, seconds: 4 }));
    expect(mov.seconds).toBeCloseTo(4);
    expect(mov.body.toString('latin1', firstChunkOffset(mov.body), firstChunkOffset(mov.body) + 5)).toBe('MEDIA');
  });

  it('refuses a video over the length cap, also when the header understates what the samples play', () => {
    expect(refusal(mp4Video({ seconds: 60 }))).toBeNull();
    expect(refusal(mp4Video({ seconds: 61 }))).toBe('too_long');
    expect(refusal(mp4Video({ seconds: 5, sampleSeconds: 90 }))).toBe('too_long');
  });

  it('refuses what is not a video: a sound file, a HEIC photo, a PDF, a cut-off file, and an oversized one', () => {
    expect(refusal(mp4Video({ handler: 'soun' }))).toBe('not_video');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(12)]);
    expect(refusal(heic)).toBe('not_video');
    expect(refusal(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'latin1'))).toBe('not_video');
    const whole = mp4Video();
    expect(refusal(whole.subarray(0, whole.length - 10))).toBe('unreadable');
    expect(refusal(whole, { maxBytes: whole.length - 1, maxSeconds: 60 })).toBe('too_large');
  });
});

describe('a shopper video: WebM', () => {
  it('measures a recording without a Duration by its last block, and voids its Tags and Title in place', () => {
    const input = webmVideo({ clustersMs: [0, 2000] });
    expect(sniffVideo(input)).toBe('webm');
    const kept = sanitizeVideo(input);
    expect(kept).toMatchObject({ extension: 'webm', contentType: 'video/webm' });
    expect(kept.seconds).toBeCloseTo(2.5);
    expect(has(kept.body, FILMED_AT)).toBe(false);
    expect(has(kept.body, 'LOCATION')).toBe(false);
    expect(Buffer.from(kept.body).includes(Buffer.from(FILMED_TITLE, 'utf8'))).toBe(false);
    expect(kept.body.length).toBe(input.length);
    // A reader skips the Void elements: the kept file reads again, clusters and all.
    expect(sanitizeVideo(kept.body).seconds).toBeCloseTo(2.5);
  });

  it('takes the longer of the declared Duration and the blocks, against the cap', () => {
    expect(sanitizeVideo(webmVideo({ declaredMs: 30_000, clustersMs: [0] })).seconds).toBeCloseTo(30);
    expect(refusal(webmVideo({ declaredMs: 5_000, clustersMs: [0, 70_000] }))).toBe('too_long');
  });

  it('refuses a Matroska file that is not WebM and a WebM with no video track', () => {
    expect(refusal(webmVideo({ docType: 'matroska' }))).toBe('not_video');
    expect(refusal(webmVideo({ trackType: 2 }))).toBe('not_video');
  });
});
