import 'dotenv/config';
import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../platform/config';
import { ArchiveRefused, restoreBackup } from '../platform/backup/backup';

/**
 * `npm run restore -- <file> [--force]`: puts a backup back (docs/operations.md). Verifies the whole
 * archive first; refuses a newer migration level, and a shop with orders or files without --force.
 * Run it with the server stopped.
 */
async function main() {
  const args = process.argv.slice(2);
  const [file] = args.filter((a) => !a.startsWith('--'));
  if (!file) throw new ConfigError('usage: npm run restore -- <file> [--force]');
  const { manifest, keptAside } = await restoreBackup(loadConfig(), await readFile(file), {
    force: args.includes('--force'),
  });
  console.log(
    `restored ${manifest.counts.tables.orders ?? 0} orders and ${manifest.counts.objects} files from ${file} ` +
      `(made ${manifest.createdAt} by version ${manifest.appVersion})`,
  );
  for (const path of keptAside) console.log(`the data it replaced is kept at ${path}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof ArchiveRefused ? `restore refused: ${err.message}` : err);
  process.exit(1);
});
