import { readFile, stat } from 'node:fs/promises';

/** A few dozen products a shop shows most; the compositor keeps as many decoded masters. */
export const MASTER_FILE_ENTRIES = 16;

interface Known {
  /** Inode, size and modification time: a master redrawn on disk no longer matches. */
  version: string;
  bytes: Promise<Buffer>;
}

/**
 * Catalogue master files read once and handed out again while unchanged on disk, least recently
 * used dropped first. Reading the 1.6 MB PNG for every render, and the compositor hashing it to
 * find its decoded pixels, was a few milliseconds of each name board and most of the garbage the
 * collector swept between renders. The same Buffer comes back each time: callers only read it.
 */
export function createMasterFiles(maxEntries = MASTER_FILE_ENTRIES): { read(path: string): Promise<Buffer> } {
  const files = new Map<string, Known>();
  return {
    async read(path) {
      const info = await stat(path);
      const version = `${info.ino}:${info.size}:${info.mtimeMs}`;
      const known = files.get(path);
      files.delete(path);
      if (known?.version === version) {
        files.set(path, known);
        return known.bytes;
      }
      const bytes = readFile(path);
      const entry = { version, bytes };
      files.set(path, entry);
      // A failed read is not remembered: the next render tries the disk again.
      bytes.catch(() => {
        if (files.get(path) === entry) files.delete(path);
      });
      for (const oldest of files.keys()) {
        if (files.size <= maxEntries) break;
        files.delete(oldest);
      }
      return bytes;
    },
  };
}
