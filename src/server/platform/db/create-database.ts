import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';

/** The database config names: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR (or `pgliteDir`). */
export function createDatabase(config: AppConfig, pgliteDir?: string): Promise<DatabaseHandle> {
  return openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir ?? `${config.dataDir}/pglite` });
}
