import { VideoRefused } from './video-refused';

/**
 * WebM (a subset of Matroska, itself EBML: elements of `id size data`, id and size each a
 * variable-length integer whose first byte says its length). Element ids from the Matroska
 * specification (RFC 9559), written with their length marker as they appear in the file.
 */
const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  title: 0x7ba9,
  dateUtc: 0x4461,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  cluster: 0x1f43b675,
  timestamp: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  void: 0xec,
} as const;

/** The segment's own children: where an unknown-size cluster (a live recording's) ends. */
const SEGMENT_LEVEL = new Set<number>([
  0x114d9b74, // SeekHead
  ID.info,
  ID.tracks,
  ID.cluster,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  ID.tags,
  ID.attachments,
]);

interface Element {
  id: number;
  start: number;
  body: number;
  /** Null: unknown size (to the end of its parent, as a recorder streaming it writes). */
  end: number | null;
}

function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number; allOnes: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new VideoRefused('unreadable');
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) throw new VideoRefused('unreadable');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i] ?? 0;
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { value, length, allOnes };
}

function elementAt(bytes: Buffer, at: number, limit: number): Element {
  const id = vint(bytes, at, true);
  if (id.length > 4) throw new VideoRefused('unreadable');
  const size = vint(bytes, at + id.length, false);
  const body = at + id.length + size.length;
  if (size.allOnes) return { id: id.value, start: at, body, end: null };
  const end = body + size.value;
  if (end > limit) throw new VideoRefused('unreadable');
  return { id: id.value, start: at, body, end };
}

function uint(bytes: Buffer, e: Element): number {
  let value = 0;
  for (let i = e.body; i < (e.end ?? e.body); i++) value = value * 256 + (bytes[i] ?? 0);
  return value;
}

function float(bytes: Buffer, e: Element): number {
  const width = (e.end ?? e.body) - e.body;
  if (width === 4) return bytes.readFloatBE(e.body);
  if (width === 8) return bytes.readDoubleBE(e.body);
  return 0;
}

/**
 * Drops an element in place: it becomes an EBML Void element of the same length, zero-filled,
 * which a reader skips. Nothing after it moves, so the SeekHead's and the Cues' positions stay true.
 */
function voidElement(bytes: Buffer, e: Element) {
  if (e.end === null) throw new VideoRefused('unreadable');
  const length = e.end - e.start;
  bytes.fill(0, e.start, e.end);
  bytes[e.start] = ID.void;
  if (length - 2 < 127) bytes[e.start + 1] = 0x80 | (length - 2);
  else {
    // An 8-byte size: the marker byte 0x01, then seven bytes of the data's length.
    bytes[e.start + 1] = 0x01;
    bytes.writeUIntBE(length - 9, e.start + 3, 6);
  }
}

/** Each child of a known-size master element. */
function* children(bytes: Buffer, parent: Element): Generator<Element> {
  const end = parent.end ?? bytes.length;
  for (let at = parent.body; at < end;) {
    const e = elementAt(bytes, at, end);
    yield e;
    if (e.end === null) throw new VideoRefused('unreadable');
    at = e.end;
  }
}

/** A block's time in the cluster: after its track number (a vint), a signed 16-bit offset. */
function blockOffset(bytes: Buffer, block: Element): number {
  const track = vint(bytes, block.body, false);
  return bytes.readInt16BE(block.body + track.length);
}

/** The last block's time in a cluster (ticks), and where the cluster ends (an unknown size ends at the next segment-level element). */
function readCluster(bytes: Buffer, cluster: Element, segmentEnd: number): { last: number; end: number } {
  const end = cluster.end ?? segmentEnd;
  let base = 0;
  let last = 0;
  let at = cluster.body;
  while (at < end) {
    const e = elementAt(bytes, at, end);
    if (cluster.end === null && SEGMENT_LEVEL.has(e.id)) return { last: base + last, end: at };
    if (e.end === null) throw new VideoRefused('unreadable');
    if (e.id === ID.timestamp) base = uint(bytes, e);
    else if (e.id === ID.simpleBlock) last = Math.max(last, blockOffset(bytes, e));
    else if (e.id === ID.blockGroup) {
      let offset = 0;
      let duration = 0;
      for (const c of children(bytes, e)) {
        if (c.id === ID.block) offset = blockOffset(bytes, c);
        else if (c.id === ID.blockDuration) duration = uint(bytes, c);
      }
      last = Math.max(last, offset + duration);
    }
    at = e.end;
  }
  return { last: base + last, end };
}

/**
 * Reads a WebM and removes what identifies the shopper, on a copy: Tags (titles, dates, places a
 * muxer carries), Attachments (a cover picture), and the segment's Title and DateUTC. Its length is
 * the longer of the declared Duration and the last block's time, so a recording with no Duration
 * (a browser's MediaRecorder writes none) or one that understates it is measured all the same.
 */
export function scrubWebm(input: Buffer): { body: Buffer; seconds: number } {
  const bytes = Buffer.from(input);
  const header = elementAt(bytes, 0, bytes.length);
  if (header.id !== ID.ebml || header.end === null) throw new VideoRefused('not_video');
  let docType = '';
  for (const e of children(bytes, header))
    if (e.id === ID.docType) docType = bytes.toString('latin1', e.body, e.end ?? e.body).replace(/\0+$/, '');
  if (docType !== 'webm') throw new VideoRefused('not_video');
  const segment = elementAt(bytes, header.end, bytes.length);
  if (segment.id !== ID.segment) throw new VideoRefused('unreadable');
  const segmentEnd = segment.end ?? bytes.length;
  let scale = 1_000_000;
  let declared = 0;
  let lastTick = 0;
  let hasVideo = false;
  for (let at = segment.body; at < segmentEnd;) {
    const e = elementAt(bytes, at, segmentEnd);
    if (e.id === ID.cluster) {
      const cluster = readCluster(bytes, e, segmentEnd);
      lastTick = Math.max(lastTick, cluster.last);
      at = cluster.end;
      continue;
    }
    if (e.end === null) throw new VideoRefused('unreadable');
    if (e.id === ID.tags || e.id === ID.attachments) voidElement(bytes, e);
    else if (e.id === ID.info)
      for (const c of children(bytes, e)) {
        if (c.id === ID.timestampScale) scale = uint(bytes, c) || scale;
        else if (c.id === ID.duration) declared = float(bytes, c);
        else if (c.id === ID.title || c.id === ID.dateUtc) voidElement(bytes, c);
      }
    else if (e.id === ID.tracks)
      for (const entry of children(bytes, e))
        if (entry.id === ID.trackEntry)
          for (const c of children(bytes, entry)) hasVideo ||= c.id === ID.trackType && uint(bytes, c) === 1;
    at = e.end;
  }
  if (!hasVideo) throw new VideoRefused('not_video');
  const seconds = (Math.max(declared, lastTick) * scale) / 1e9;
  if (!(seconds > 0) || !Number.isFinite(seconds)) throw new VideoRefused('unreadable');
  return { body: bytes, seconds };
}
