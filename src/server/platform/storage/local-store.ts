import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { contentTypeForKey, isValidObjectKey, type ObjectStore } from './types';

/** A folder under DATA_DIR. Writes are atomic (temp file + rename) so a reader never sees half a file. */
export function createLocalObjectStore(root: string): ObjectStore {
  const pathFor = (key: string) => {
    if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
    return join(root, key);
  };
  return {
    name: 'local',
    async put(key, body) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async get(key) {
      if (!isValidObjectKey(key)) return null;
      try {
        return { body: await readFile(pathFor(key)), contentType: contentTypeForKey(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      if (!isValidObjectKey(key)) return false;
      return stat(pathFor(key)).then(
        () => true,
        () => false,
      );
    },
    async list(prefix) {
      const names = await readdir(join(root, prefix)).catch(() => [] as string[]);
      const found: { key: string; modifiedAt: Date }[] = [];
      for (const name of names) {
        const key = `${prefix}${name}`;
        if (!isValidObjectKey(key)) continue; // temp files of a write in progress
        const info = await stat(pathFor(key)).catch(() => null);
        if (info) found.push({ key, modifiedAt: info.mtime });
      }
      return found;
    },
    async delete(key) {
      await rm(pathFor(key), { force: true });
    },
  };
}
