#!/usr/bin/env node
// The release smoke test (issue 43): build the release, install it with production dependencies only
// into a temp folder, start it with the Node named by SMOKE_NODE (default: this one) on the embedded
// database, wait for /readyz, place an order over HTTP and read it back, find it counted in /metrics,
// stop it with SIGTERM within the shutdown bound, back up, wipe, restore into a fresh folder, start
// again and read the same order and the shopper's uploaded photo back, byte for byte. Also checks
// that no log line holds the shopper's phone or address.
// With SMOKE_DATABASE_URL (an admin connection, e.g. the machine's postgres://postgres@127.0.0.1:5432/test)
// and SMOKE_REDIS_URL it then does all of it again on PostgreSQL and Redis: a database of its own
// for the shop and another for the restore, Redis keys under a prefix of its own; all dropped at the end.
// `node scripts/release-smoke.mjs [--no-build]`; SMOKE_PORT (default 6600).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';

const NODE = process.env.SMOKE_NODE ?? process.execPath;
const PORT = Number(process.env.SMOKE_PORT ?? 6600);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN = `smoke-${Math.random().toString(36).slice(2)}-metrics-token`;
const SHUTDOWN_TIMEOUT_MS = 5000;
const PHONE = '9876501234';
const ADDRESS = '42 Residency Road';
const root = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'kaarigar-release-'));
const app = join(work, 'app');
const logs = [];
let child;

function step(what) {
  console.log(`release smoke: ${what}`);
}
function must(cond, what) {
  if (!cond) throw new Error(what);
}
function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  must(res.status === 0, `${cmd} ${args.join(' ')} exited ${res.status}`);
}

const ADMIN_DATABASE_URL = process.env.SMOKE_DATABASE_URL;
const REDIS_URL = process.env.SMOKE_REDIS_URL;
const REDIS_PREFIX = `smoke-${randomBytes(6).toString('hex')}`;
const databases = [];

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
/** A new empty database on the admin connection's server: its URL. */
async function createDatabase() {
  const name = `kaarigar_smoke_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  databases.push(name);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** `db`: { url } of a PostgreSQL database (then Redis too), or none for the embedded database. */
function env(dataDir, db) {
  return {
    ...(db ? { DATABASE_URL: db.url, REDIS_URL, REDIS_KEY_PREFIX: REDIS_PREFIX } : {}),
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PUBLIC_URL: ORIGIN,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The drawn catalogue images are shared with the checkout's cache, as the tests share theirs.
    CATALOG_IMAGE_DIR:
      process.env.SMOKE_CATALOG_IMAGE_DIR ?? join(root, 'node_modules/.cache/kaarigar/release-catalog-images'),
    METRICS_TOKEN: TOKEN,
    SESSION_SECRET: 'release-smoke-session-secret-0123456789abcdef',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  };
}

async function start(dataDir, db) {
  child = spawn(NODE, ['dist/server/main.js'], { cwd: app, env: env(dataDir, db), stdio: ['ignore', 'pipe', 'pipe'] });
  for (const s of [child.stdout, child.stderr]) s.on('data', (c) => logs.push(c.toString()));
  const until = Date.now() + 15 * 60_000; // a first start draws the catalogue images
  for (;;) {
    must(child.exitCode === null, `the server exited (${child.exitCode}):\n${logs.join('').slice(-3000)}`);
    const res = await fetch(`${ORIGIN}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    must(Date.now() < until, 'the server was not ready within 15 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function stop() {
  const begun = Date.now();
  child.kill('SIGTERM');
  const code = await new Promise((r) =>
    child.exitCode !== null ? r(child.exitCode) : child.once('exit', (c) => r(c)),
  );
  const took = Date.now() - begun;
  must(code === 0, `SIGTERM: exit code ${code}`);
  must(took < SHUTDOWN_TIMEOUT_MS * 2, `SIGTERM took ${took} ms, over the ${SHUTDOWN_TIMEOUT_MS * 2} ms bound`);
  return took;
}

/** Uploads a shopper's photo as the product page does: the signed link to it and its stored bytes. */
async function uploadPhoto() {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2e86c1' } })
    .composite([{ input: randomBytes(80 * 60 * 3), raw: { width: 80, height: 60, channels: 3 }, left: 40, top: 30 }])
    .png()
    .toBuffer();
  const res = await fetch(`${ORIGIN}/api/products/upload-user-image`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ imageBase64: png.toString('base64'), filename: 'family.png' }),
  });
  const body = await res.json();
  must(res.status === 200 && body.imageUrl, `upload: ${res.status}`);
  const link = new URL(body.imageUrl, ORIGIN).toString();
  return { link, bytes: await readPhoto(link) };
}
async function readPhoto(link) {
  const res = await fetch(link);
  must(res.status === 200, `the uploaded photo: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function placeOrder() {
  const products = await (await fetch(`${ORIGIN}/api/products?category=Nameplates`)).json();
  const list = Array.isArray(products) ? products : (products.products ?? []);
  const product = list.find((p) => p.variants?.some((v) => v.available));
  must(product, 'no product to order');
  const variant = product.variants.find((v) => v.available);
  const added = await fetch(`${ORIGIN}/api/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({
      product: { id: product.id, selectedVariantId: variant.id },
      customization: { name: 'Sharma Niwas', houseNumber: 'B-12', font: 'Cinzel' },
      quantity: 1,
      clientItemId: 'smoke-item-1',
    }),
  });
  const cart = (await added.json()).cart;
  must(cart?.id, `add to cart: ${added.status}`);
  const page = await (await fetch(`${ORIGIN}/checkout/${cart.id}`)).text();
  const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const placed = await fetch(`${ORIGIN}/checkout/${cart.id}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({
      cartVersion,
      fullName: 'Smoke Tester',
      mobile: PHONE,
      email: '',
      address1: ADDRESS,
      address2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    }),
  });
  must(placed.status === 303, `place order: ${placed.status} ${(await placed.text()).slice(0, 300)}`);
  return new URL(placed.headers.get('location'), ORIGIN).toString();
}

async function readOrder(url) {
  const res = await fetch(url);
  must(res.status === 200, `order page ${new URL(url).pathname.slice(0, 12)}...: ${res.status}`);
  const body = await res.text();
  const number = /KG-\d{3,}/.exec(body)?.[0];
  must(number, 'the order page shows no order number');
  return { number, body };
}

/** Start, order, upload, metrics, SIGTERM, back up, wipe, restore, read back: on one database. */
async function journey(version, db) {
  const on = db ? 'PostgreSQL and Redis' : 'embedded database';
  step(`starting dist/server/main.js on Node ${version}, ${on}`);
  const first = join(work, `data-${db ? 'pg' : 'embedded'}-1`);
  await start(first, db);
  must((await fetch(`${ORIGIN}/healthz`)).status === 200, '/healthz');
  const photo = await uploadPhoto();
  const orderUrl = await placeOrder();
  const before = await readOrder(orderUrl);
  step(
    `placed order ${before.number ?? '(number not shown)'} and read it back; uploaded a photo (${photo.bytes.length} bytes)`,
  );
  must((await fetch(`${ORIGIN}/metrics`)).status === 401, '/metrics without its token must be 401');
  const metrics = await (await fetch(`${ORIGIN}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  must(/^kaarigar_orders\{[^}]*\} 1$/m.test(metrics), 'the order is not counted in /metrics');
  must(
    /kaarigar_http_requests_total\{[^}]*route="\/checkout\/:cartId"/.test(metrics) ||
      metrics.includes('route="/checkout/'),
    'no checkout route in /metrics',
  );
  const took = await stop();
  step(`SIGTERM: exited 0 in ${took} ms`);

  step(`backing up, wiping, restoring into a fresh folder${db ? ' and a fresh database' : ''}`);
  const archive = join(work, `shop-${db ? 'pg' : 'embedded'}.backup`);
  run(NODE, ['dist/server/backup.js', archive], { cwd: app, env: env(first, db) });
  rmSync(first, { recursive: true, force: true });
  if (db) await admin(`DROP DATABASE ${db.name} WITH (FORCE)`);
  const second = join(work, `data-${db ? 'pg' : 'embedded'}-2`);
  const restored = db ? await createDatabase() : null;
  run(NODE, ['dist/server/restore.js', archive], { cwd: app, env: env(second, restored) });
  await start(second, restored);
  const after = await readOrder(orderUrl);
  must(after.number === before.number, `order number ${after.number} after restore, ${before.number} before`);
  must((await readPhoto(photo.link)).equals(photo.bytes), 'the uploaded photo differs after the restore');
  await stop();
  step(`the restored shop (${on}) shows the same order and the same photo, byte for byte`);
}

try {
  if (!process.argv.includes('--no-build')) {
    step('building the release (npm run build)');
    run('npm', ['run', 'build', '--silent']);
  }
  step(`installing it with production dependencies only into ${app}`);
  mkdirSync(app);
  for (const f of ['package.json', 'package-lock.json', 'dist']) cpSync(f, join(app, f), { recursive: true });
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: app });
  for (const dev of ['tsx', 'vite', 'vitest', 'typescript', 'esbuild'])
    must(!existsSync(join(app, 'node_modules', dev)), `${dev} (a dev dependency) was installed`);

  const version = spawnSync(NODE, ['--version']).stdout.toString().trim();
  await journey(version, null);
  if (ADMIN_DATABASE_URL && REDIS_URL) await journey(version, await createDatabase());
  else step('SMOKE_DATABASE_URL and SMOKE_REDIS_URL not set: not run on PostgreSQL and Redis');

  const all = logs.join('');
  must(!all.includes(PHONE), "a log line holds the shopper's phone number");
  must(!all.includes(ADDRESS), "a log line holds the shopper's address");
  must(!all.includes(TOKEN), 'a log line holds the metrics token');
  console.log('release smoke: PASS');
} catch (err) {
  console.error(`release smoke: FAIL: ${err instanceof Error ? err.message : err}`);
  console.error(logs.join('').slice(-4000));
  process.exitCode = 1;
} finally {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
  for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  if (ADMIN_DATABASE_URL && REDIS_URL) {
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await redis.quit();
  }
}
