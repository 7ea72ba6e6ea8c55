import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { findOrderByCart } from '../../orders/place-order';
import { placeTestOrder } from '../../testing/order-kit';
import { freePort, sleep } from '../../testing/real-server';
import { TEST_CATALOG_IMAGE_DIR } from '../../testing/paths';
import { loadConfig } from '../config';

/**
 * docs/operations.md: "While PostgreSQL restarts /readyz is 503 and turns 200 again by itself."
 * A PostgreSQL of the test's own (Debian's binaries, a cluster in a temp folder on a free port) is
 * stopped and started under a running app: /readyz answers 503 naming the database while it is
 * down, 200 once it is back, and the same app then places an order, never restarted.
 */
const run = promisify(execFile);
const version = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().at(-1) : undefined;
const bin = version ? `/usr/lib/postgresql/${version}/bin` : undefined;
const available = Boolean(bin && existsSync(`${bin}/initdb`) && existsSync(`${bin}/pg_ctl`));
// PostgreSQL will not run as root: the cluster then belongs to the postgres user.
const asRoot = process.getuid?.() === 0;

async function asPostgres(command: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await run(file, argv, { timeout: 60_000 });
}

describe.skipIf(!available)('/readyz while PostgreSQL restarts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kaarigar-pg-restart-'));
  const cluster = join(dir, 'cluster');
  let port = 0;
  let app: FastifyInstance;
  const pgCtl = (...args: string[]) => asPostgres(`${bin}/pg_ctl`, ['-D', cluster, '-w', ...args]);
  const startCluster = () =>
    pgCtl('-l', join(dir, 'postgres.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
  const readyz = async () => {
    const res = await app.inject({ url: '/readyz' });
    return { status: res.statusCode, body: res.json<{ status: string; checks: Record<string, string> }>() };
  };

  beforeAll(async () => {
    if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), 0);
    port = await freePort();
    await asPostgres(`${bin}/initdb`, ['-D', cluster, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await startCluster();
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE shop');
    await admin.end();
    const config = loadConfig(
      {},
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: join(dir, 'data'),
        CATALOG_IMAGE_DIR: TEST_CATALOG_IMAGE_DIR,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shop`,
      },
    );
    app = await buildApp(config, { logger: false });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it(
    'answers 503 naming the database while it is down, then 200 and serves again without a restart',
    {
      timeout: 120_000,
    },
    async () => {
      expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ready' } });

      await pgCtl('-m', 'fast', 'stop');
      const down = await readyz();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'not ready', checks: { database: 'unreachable' } });
      // The other parts are fine, and the answer holds no connection string or error text.
      expect(down.body.checks['object store']).toBe('ok');
      expect(JSON.stringify(down.body)).not.toMatch(/postgres:|127\.0\.0\.1|ECONNREFUSED|Error/);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

      await startCluster();
      let up = await readyz();
      for (let i = 0; i < 100 && up.status !== 200; i++) {
        await sleep(100);
        up = await readyz();
      }
      expect(up).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok' } } });
      // The same app, its pool reconnected, takes an order.
      const cartId = await placeTestOrder(app, { fullName: 'Asha Verma', mobile: '9876543210' });
      expect(await findOrderByCart(app.db, cartId)).toMatchObject({ number: expect.any(Number) });
    },
  );
});
