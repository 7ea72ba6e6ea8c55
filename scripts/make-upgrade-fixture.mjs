// Makes the upgrade test's fixture (src/server/platform/backup/upgrade.test.ts): a backup archive
// of a shop filled by an earlier release, at that release's migration level.
//
//   node --import tsx scripts/make-upgrade-fixture.mjs
//
// 1. The earlier release's sources (RELEASE below) are copied out of git into a temp folder
//    (`git archive`, nothing is checked out), with this checkout's node_modules linked in.
// 2. scripts/populate-old-release.mjs runs inside that copy: that release's own services and routes
//    fill an embedded shop (orders, payments, a shipment, an offer, a review, invoices, files).
// 3. This release's backup reads the shop through that release's migrations (so nothing migrates it)
//    and writes the archive to FIXTURE. The temp folder is removed.
//
// The rows differ from run to run in their ids and times, not in what they are. Run it again only
// to move the fixture to a newer release (change RELEASE), never to make an upgrade test pass.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createBackup } from '../src/server/platform/backup/backup.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { TEST_CATALOG_IMAGE_DIR } from '../src/server/testing/paths.ts';

/** The release the fixture comes from: migrations 0000 to 0019, before designs (0020) and claims (0021). */
const RELEASE = '66f64cd48edae68c745b0e01b9bbae178a756606';
const FIXTURE = 'src/server/platform/backup/fixtures/release-0019.kgb';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'kaarigar-upgrade-fixture-'));
try {
  const tree = join(work, 'tree');
  const dataDir = join(work, 'shop');
  execFileSync('mkdir', ['-p', tree]);
  execFileSync('sh', ['-c', `git -C "${root}" archive ${RELEASE} | tar -x -C "${tree}"`], { stdio: 'inherit' });
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/populate-old-release.mjs'), tree, dataDir, TEST_CATALOG_IMAGE_DIR],
    { cwd: tree, stdio: 'inherit' },
  );
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const { archive, manifest } = await createBackup(config, {
    migrationsFolder: join(tree, 'src/server/platform/db/migrations'),
  });
  writeFileSync(join(root, FIXTURE), archive);
  console.log(
    `${FIXTURE}: migration ${manifest.migration.tag} (${manifest.migration.count}), ${manifest.counts.tables.orders} orders, ` +
      `${manifest.counts.objects} files, ${archive.length} bytes`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
