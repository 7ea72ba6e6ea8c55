/**
 * Small real video containers for tests, built box by box (ISO/IEC 14496-12) and element by element
 * (Matroska/WebM, RFC 9559), each carrying the metadata a phone writes about where it was filmed.
 * Their pictures are a few bytes of nothing: the server reads containers, not frames.
 */

/** Where these files say they were filmed (ISO 6709, as QuickTime's ©xyz writes it). */
export const FILMED_AT = '+18.5204+073.8567/';
export const FILMED_TITLE = "Priya's flat, Koregaon Park";

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeUInt32BE(v, i * 4));
  return b;
};

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with a 64-bit size (size field 1), as a recorder writes a large mdat. */
function largeBox(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([header, body]);
}

const full = (version: number, flags = 0) => u32(((version & 0xff) << 24) | flags);
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);
/** 2026-11-28 in seconds since 1904, the epoch ISO-BMFF counts from. */
const FILMED = 3_847_478_400;

export interface Mp4Options {
  /** The movie header's length, in seconds (timescale 1000). */
  seconds?: number;
  /** The track's samples' total length, when it should differ from the header's. */
  sampleSeconds?: number;
  handler?: 'vide' | 'soun';
  brand?: string;
  /** The mdat's 64-bit size form. */
  largeMdat?: boolean;
}

/**
 * An MP4 (or MOV, brand 'qt  ') with the movie box before the media data (a "fast start" file, so
 * freeing a box in it would shift the media if it were cut out), a location in moov/udta/©xyz and
 * in moov/meta under Apple's key, and one chunk offset pointing at the media data's first byte.
 */
export function mp4Video(options: Mp4Options = {}): Buffer {
  const seconds = options.seconds ?? 12.5;
  const played = options.sampleSeconds ?? seconds;
  const media = Buffer.from('MEDIA-DATA-STARTS-HERE'.padEnd(64, '.'), 'latin1');
  const build = (chunkOffset: number) => {
    const ftyp = box(
      'ftyp',
      Buffer.from(options.brand ?? 'isom', 'latin1'),
      u32(512),
      Buffer.from('isomavc1mp41', 'latin1'),
    );
    const mvhd = box(
      'mvhd',
      full(0),
      u32(FILMED, FILMED, 1000, Math.round(seconds * 1000), 0x10000),
      Buffer.from([1, 0]),
      Buffer.alloc(10),
      MATRIX,
      Buffer.alloc(24),
      u32(2),
    );
    const tkhd = box(
      'tkhd',
      full(0, 3),
      u32(FILMED, FILMED, 1, 0, Math.round(seconds * 1000)),
      Buffer.alloc(8),
      Buffer.alloc(8),
      MATRIX,
      u32(640 << 16, 360 << 16),
    );
    const mdhd = box(
      'mdhd',
      full(0),
      u32(FILMED, FILMED, 30, Math.round(seconds * 30)),
      Buffer.from([0x55, 0xc4, 0, 0]),
    );
    const hdlr = box(
      'hdlr',
      full(0),
      u32(0),
      Buffer.from(options.handler ?? 'vide', 'latin1'),
      Buffer.alloc(12),
      Buffer.from('VideoHandler\0', 'latin1'),
    );
    const frames = Math.round(played * 30);
    const stbl = box(
      'stbl',
      box('stsd', full(0), u32(0)),
      box('stts', full(0), u32(1, frames, 1)),
      box('stsc', full(0), u32(1, 1, frames, 1)),
      box('stsz', full(0), u32(1, frames)),
      box('stco', full(0), u32(1, chunkOffset)),
    );
    const minf = box(
      'minf',
      box('vmhd', full(0, 1), Buffer.alloc(8)),
      box('dinf', box('dref', full(0), u32(1), box('url ', full(0, 1)))),
      stbl,
    );
    const trak = box(
      'trak',
      tkhd,
      box('mdia', mdhd, hdlr, minf),
      box('udta', box('name', Buffer.from('Back camera', 'latin1'))),
    );
    const xyz = Buffer.concat([Buffer.from([0, FILMED_AT.length, 0x15, 0xc7]), Buffer.from(FILMED_AT, 'latin1')]);
    const udta = box('udta', box('\xa9xyz', xyz), box('\xa9mod', Buffer.from('\0\x07\x15\xc7Pixel 8', 'latin1')));
    const meta = box(
      'meta',
      full(0),
      box('hdlr', full(0), u32(0), Buffer.from('mdta', 'latin1'), Buffer.alloc(13)),
      box('keys', full(0), u32(1), box('mdta', Buffer.from('com.apple.quicktime.location.ISO6709', 'latin1'))),
      box('ilst', box('\0\0\0\x01', box('data', u32(1, 0), Buffer.from(FILMED_AT, 'latin1')))),
    );
    const moov = box('moov', mvhd, trak, udta, meta);
    const mdatHeader = options.largeMdat ? 16 : 8;
    return { head: Buffer.concat([ftyp, moov]), mdatHeader };
  };
  const { head, mdatHeader } = build(0);
  const { head: final } = build(head.length + mdatHeader);
  return Buffer.concat([final, options.largeMdat ? largeBox('mdat', media) : box('mdat', media)]);
}

/** Where the media data's first byte is, by the chunk offset table: what a player reads. */
export function firstChunkOffset(mp4: Buffer): number {
  const at = mp4.indexOf('stco', 0, 'latin1');
  return mp4.readUInt32BE(at + 12);
}

function ebmlId(id: number): Buffer {
  const length = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1;
  const b = Buffer.alloc(length);
  b.writeUIntBE(id, 0, length);
  return b;
}

function el(id: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([ebmlId(id), size, body]);
}

/** An element of unknown size, as a live recorder (a browser's MediaRecorder) writes the segment and its clusters. */
const open = (id: number, ...parts: Buffer[]) =>
  Buffer.concat([ebmlId(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), ...parts]);

const uint = (id: number, value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return el(id, b);
};
const str = (id: number, value: string) => el(id, Buffer.from(value, 'utf8'));
const simpleBlock = (ms: number) => {
  const b = Buffer.alloc(4 + 16);
  b[0] = 0x81; // track 1
  b.writeInt16BE(ms, 1);
  b[3] = 0x80; // keyframe
  return el(0xa3, b);
};

export interface WebmOptions {
  docType?: string;
  /** The Info's Duration, in ms; none when left out (as MediaRecorder writes). */
  declaredMs?: number;
  /** Each cluster's timestamp, with blocks at +0 and +500 ms. */
  clustersMs?: number[];
  trackType?: number;
}

/** A WebM with Tags naming where it was filmed, a Title, and clusters of unknown size. */
export function webmVideo(options: WebmOptions = {}): Buffer {
  const header = el(
    0x1a45dfa3,
    uint(0x4286, 1),
    str(0x4282, options.docType ?? 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(options.declaredMs ?? 0);
  const info = el(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    ...(options.declaredMs !== undefined ? [el(0x4489, duration)] : []),
    str(0x7ba9, FILMED_TITLE),
    str(0x4d80, 'Chrome'),
    str(0x5741, 'Chrome'),
  );
  const tracks = el(0x1654ae6b, el(0xae, uint(0xd7, 1), uint(0x83, options.trackType ?? 1), str(0x86, 'V_VP8')));
  const tags = el(0x1254c367, el(0x7373, el(0x67c8, str(0x45a3, 'LOCATION'), str(0x4487, FILMED_AT))));
  const clusters = (options.clustersMs ?? [0, 2000]).map((ms) =>
    open(0x1f43b675, uint(0xe7, ms), simpleBlock(0), simpleBlock(500)),
  );
  return Buffer.concat([header, open(0x18538067, info, tracks, tags, ...clusters)]);
}
