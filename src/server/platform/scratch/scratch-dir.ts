import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Scratch folders in use now. A store stopped in the middle of a request (SIGTERM closes the
 * server once its sockets are gone, while an aborted request's handler may still be reading a
 * file with poppler) exits before that handler's `finally` runs; the folders still open are
 * removed on the way out instead of being left in the OS temp folder.
 */
const open = new Set<string>();
let removedOnExit = false;

/** Runs `use` with a new folder in the OS temp folder (named `prefix` + random), removed after it. */
export async function withScratchDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  if (!removedOnExit) {
    removedOnExit = true;
    process.once('exit', () => {
      for (const dir of open) rmSync(dir, { recursive: true, force: true });
    });
  }
  // Made synchronously, so that it is in `open` from the instant it exists: with the promise form a
  // store that exits between the folder's making and the await's return left it behind (a journey
  // run did, empty), since the exit hook could not know of it.
  const dir = mkdtempSync(join(tmpdir(), prefix));
  open.add(dir);
  try {
    return await use(dir);
  } finally {
    open.delete(dir);
    await rm(dir, { recursive: true, force: true });
  }
}
