import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';

/**
 * A backup archive: gzip of a first line 'KAARIGAR-BACKUP 1', then entries (a JSON header line
 * {name, size} and that many bytes), the last one 'manifest.json', which lists every other entry
 * with its size and SHA-256. Reading verifies all of it before anything is returned, so a restore
 * refuses a truncated, tampered or foreign file before it writes anything.
 */
const MAGIC = 'KAARIGAR-BACKUP 1\n';
export const MANIFEST = 'manifest.json';

export const manifestSchema = z.object({
  format: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migration: z.object({ count: z.number().int().min(0), when: z.number().int().min(0), tag: z.string().nullable() }),
  /** Rows per table, and objects in the object store. */
  counts: z.object({ tables: z.record(z.string(), z.number().int().min(0)), objects: z.number().int().min(0) }),
  entries: z.record(
    z.string(),
    z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class ArchiveRefused extends Error {}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const entryHeader = z.object({ name: z.string().min(1).max(512), size: z.number().int().min(0) });

/** Packs the entries and a manifest that lists them (the manifest's `entries` is filled in here). */
export function packArchive(entries: Map<string, Buffer>, manifest: Omit<Manifest, 'entries'>): Buffer {
  const parts: Buffer[] = [Buffer.from(MAGIC)];
  const listed: Manifest['entries'] = {};
  const add = (name: string, body: Buffer) => {
    parts.push(Buffer.from(`${JSON.stringify({ name, size: body.length })}\n`), body);
  };
  for (const [name, body] of entries) {
    if (name === MANIFEST) throw new Error('an entry may not be called manifest.json');
    listed[name] = { size: body.length, sha256: sha256(body) };
    add(name, body);
  }
  add(MANIFEST, Buffer.from(JSON.stringify({ ...manifest, entries: listed }, null, 2)));
  return gzipSync(Buffer.concat(parts));
}

/** Unpacks and verifies an archive, or throws ArchiveRefused with the reason. */
export function unpackArchive(file: Buffer): { manifest: Manifest; entries: Map<string, Buffer> } {
  let raw: Buffer;
  try {
    raw = gunzipSync(file);
  } catch {
    throw new ArchiveRefused('not a Kaarigar backup, or cut short: it does not decompress whole');
  }
  if (!raw.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC)))
    throw new ArchiveRefused('not a Kaarigar backup: it does not start as one');
  const entries = new Map<string, Buffer>();
  let at = MAGIC.length;
  let manifestBody: Buffer | undefined;
  while (at < raw.length) {
    const eol = raw.indexOf(0x0a, at);
    if (eol < 0) throw new ArchiveRefused('cut short: an entry has no header');
    let header: z.infer<typeof entryHeader>;
    try {
      header = entryHeader.parse(JSON.parse(raw.subarray(at, eol).toString('utf8')));
    } catch {
      throw new ArchiveRefused('damaged: an entry header cannot be read');
    }
    const body = raw.subarray(eol + 1, eol + 1 + header.size);
    if (body.length !== header.size) throw new ArchiveRefused(`cut short in ${header.name}`);
    at = eol + 1 + header.size;
    if (header.name === MANIFEST) {
      manifestBody = body;
      if (at !== raw.length) throw new ArchiveRefused('damaged: data after the manifest');
      break;
    }
    if (entries.has(header.name)) throw new ArchiveRefused(`damaged: ${header.name} appears twice`);
    entries.set(header.name, body);
  }
  if (!manifestBody) throw new ArchiveRefused('cut short: it has no manifest');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestBody.toString('utf8')));
  } catch {
    throw new ArchiveRefused('damaged: its manifest cannot be read');
  }
  const listed = Object.keys(manifest.entries);
  if (listed.length !== entries.size || listed.some((name) => !entries.has(name)))
    throw new ArchiveRefused('damaged: its entries differ from its manifest');
  for (const [name, body] of entries) {
    const expected = manifest.entries[name];
    if (!expected || expected.size !== body.length || expected.sha256 !== sha256(body))
      throw new ArchiveRefused(`damaged: ${name} does not match its checksum`);
  }
  return { manifest, entries };
}
