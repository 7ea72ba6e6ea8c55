import 'dotenv/config';
import { writeFile, rename } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../platform/config';
import { ArchiveRefused, createBackup } from '../platform/backup/backup';

/**
 * `npm run backup -- <file>`: the database and the object store in one archive (docs/operations.md).
 * With the embedded database, stop the server first: PGlite's folder has one user at a time.
 */
async function main() {
  const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!file) throw new ConfigError('usage: npm run backup -- <file>');
  const { archive, manifest } = await createBackup(loadConfig());
  // Written whole under a temporary name, then renamed: a crash never leaves half an archive named as one.
  await writeFile(`${file}.partial`, archive);
  await rename(`${file}.partial`, file);
  const orders = manifest.counts.tables.orders ?? 0;
  console.log(
    `backed up ${orders} orders, ${Object.keys(manifest.counts.tables).length} tables and ${manifest.counts.objects} files ` +
      `at migration level ${manifest.migration.count} to ${file} (${archive.length} bytes)`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof ArchiveRefused ? `backup refused: ${err.message}` : err);
  process.exit(1);
});
