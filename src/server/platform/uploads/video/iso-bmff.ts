import { VideoRefused } from './video-refused';

/**
 * MP4 and MOV (ISO/IEC 14496-12, "ISO base media file format", and QuickTime, which it grew from):
 * a file is a list of boxes, each `size(4) type(4)` (size 1: a 64-bit size follows; size 0: to the
 * end of the file), some of them containers of further boxes.
 */
interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after its size, type and any 64-bit size). */
  body: number;
  end: number;
}

function boxesIn(bytes: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  for (let at = from; at < to;) {
    if (to - at < 8) throw new VideoRefused('unreadable');
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      if (to - at < 16) throw new VideoRefused('unreadable');
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(to - at)) throw new VideoRefused('unreadable');
      size = Number(large);
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) throw new VideoRefused('unreadable');
    out.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return out;
}

/**
 * Boxes that carry who, where and when rather than pictures: `udta` (QuickTime's ©xyz location,
 * ©day, the phone's make and model), `meta` (Apple's mdta keys such as
 * com.apple.quicktime.location.ISO6709, iTunes-style tags) and `uuid` (XMP, makers' own blocks).
 */
const IDENTIFYING = new Set(['udta', 'meta', 'uuid']);

/**
 * Drops a box in place: it becomes a `free` box of the same length with its content zeroed, which
 * every reader skips. Nothing after it moves, so the absolute chunk offsets in `stco`/`co64` and
 * the fragments' data offsets stay true without being rewritten.
 */
function freeBox(bytes: Buffer, box: Box) {
  bytes.write('free', box.start + 4, 'latin1');
  bytes.fill(0, box.body, box.end);
}

/** A full box's version (0: 32-bit times and duration; 1: 64-bit). */
const version = (bytes: Buffer, box: Box) => bytes[box.body] ?? 0;

/** `mvhd`, `tkhd` and `mdhd` begin with the creation and modification times: when it was filmed. */
function zeroTimes(bytes: Buffer, box: Box) {
  const width = version(bytes, box) === 1 ? 8 : 4;
  if (box.body + 4 + 2 * width <= box.end) bytes.fill(0, box.body + 4, box.body + 4 + 2 * width);
}

/** Timescale (units per second) and duration of an `mvhd` or `mdhd`. */
function timing(bytes: Buffer, box: Box): { timescale: number; duration: number } {
  const v1 = version(bytes, box) === 1;
  const at = box.body + 4 + (v1 ? 16 : 8);
  if (at + (v1 ? 12 : 8) > box.end) throw new VideoRefused('unreadable');
  const timescale = bytes.readUInt32BE(at);
  const duration = v1 ? Number(bytes.readBigUInt64BE(at + 4)) : bytes.readUInt32BE(at + 4);
  return { timescale, duration };
}

/** The sum of a track's sample durations (`stts`), in its media timescale: what a player plays. */
function sampleTime(bytes: Buffer, stts: Box): number {
  if (stts.body + 8 > stts.end) throw new VideoRefused('unreadable');
  const count = bytes.readUInt32BE(stts.body + 4);
  if (stts.body + 8 + count * 8 > stts.end) throw new VideoRefused('unreadable');
  let total = 0;
  for (let i = 0; i < count; i++) {
    const at = stts.body + 8 + i * 8;
    total += bytes.readUInt32BE(at) * bytes.readUInt32BE(at + 4);
  }
  return total;
}

const find = (boxes: Box[], type: string) => boxes.find((b) => b.type === type);

/** One track: its handler (`vide`, `soun`...) and its length in seconds; its identifying boxes freed. */
function readTrack(bytes: Buffer, trak: Box) {
  let handler = '';
  let seconds = 0;
  for (const child of boxesIn(bytes, trak.body, trak.end)) {
    if (IDENTIFYING.has(child.type)) freeBox(bytes, child);
    else if (child.type === 'tkhd') zeroTimes(bytes, child);
    else if (child.type === 'mdia') {
      const mdia = boxesIn(bytes, child.body, child.end);
      const mdhd = find(mdia, 'mdhd');
      const hdlr = find(mdia, 'hdlr');
      for (const box of mdia) if (IDENTIFYING.has(box.type)) freeBox(bytes, box);
      if (!mdhd || !hdlr || hdlr.body + 12 > hdlr.end) throw new VideoRefused('unreadable');
      zeroTimes(bytes, mdhd);
      handler = bytes.toString('latin1', hdlr.body + 8, hdlr.body + 12);
      const { timescale, duration } = timing(bytes, mdhd);
      const minf = find(mdia, 'minf');
      const stbl = minf && find(boxesIn(bytes, minf.body, minf.end), 'stbl');
      const stts = stbl && find(boxesIn(bytes, stbl.body, stbl.end), 'stts');
      const played = stts ? sampleTime(bytes, stts) : 0;
      if (timescale > 0) seconds = Math.max(duration, played) / timescale;
    }
  }
  return { handler, seconds };
}

/**
 * Reads an MP4 or MOV and removes what identifies the shopper (see IDENTIFYING; the creation and
 * modification times are zeroed), on a copy. Its length is the longest of the movie header's
 * duration and each track's header and sample durations, so a header that understates it does not
 * pass the cap. Refused: no movie box, no video track, or no length to read (a fragmented file
 * whose header leaves its length open: its fragments would have to be summed).
 */
export function scrubIsoBmff(input: Buffer): { body: Buffer; seconds: number } {
  const bytes = Buffer.from(input);
  const top = boxesIn(bytes, 0, bytes.length);
  if (top[0]?.type !== 'ftyp') throw new VideoRefused('not_video');
  const moovs = top.filter((b) => b.type === 'moov');
  if (moovs.length !== 1 || !moovs[0]) throw new VideoRefused('not_video');
  for (const box of top) if (IDENTIFYING.has(box.type)) freeBox(bytes, box);
  let seconds = 0;
  let hasVideo = false;
  for (const child of boxesIn(bytes, moovs[0].body, moovs[0].end)) {
    if (IDENTIFYING.has(child.type)) freeBox(bytes, child);
    else if (child.type === 'mvhd') {
      zeroTimes(bytes, child);
      const { timescale, duration } = timing(bytes, child);
      if (timescale > 0) seconds = Math.max(seconds, duration / timescale);
    } else if (child.type === 'trak') {
      const track = readTrack(bytes, child);
      hasVideo ||= track.handler === 'vide';
      seconds = Math.max(seconds, track.seconds);
    }
  }
  if (!hasVideo) throw new VideoRefused('not_video');
  if (!(seconds > 0) || !Number.isFinite(seconds)) throw new VideoRefused('unreadable');
  return { body: bytes, seconds };
}
