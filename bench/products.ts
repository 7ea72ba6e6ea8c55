import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/platform/config';
import { ensureCatalogueImages } from '../src/server/previews/ensure-images';

/**
 * GET /api/products throughput next to its ceiling: the same response bytes returned from
 * memory by a bare route of the same process, with the same request headers for both.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export async function benchProducts(): Promise<{ rows: string[][]; ratio: number }> {
  // Its own data folder, removed at the end: the machine runs benches and CI over and over.
  const dataDir = await mkdtemp(join(tmpdir(), 'kaarigar-bench-'));
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      CATALOG_IMAGE_DIR: 'node_modules/.cache/kaarigar/catalog-images',
    },
  );
  await ensureCatalogueImages(config.catalogImageDir);
  const app = await buildApp(config, { pgliteDir: 'memory://', logger: false });
  const encoded = app.catalog.encodedList('Mugs');
  app.get('/bench/bare', (_req, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').header('content-encoding', 'br').send(encoded.br),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const measure = async (path: string) => {
    // A short warm-up so JIT and connection set-up do not count against either side.
    await autocannon({ url: address + path, connections: CONNECTIONS, duration: 1, headers: HEADERS });
    const r = await autocannon({
      url: address + path,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: HEADERS,
    });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r;
  };
  const bare = await measure('/bench/bare');
  const real = await measure('/api/products?category=Mugs');
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  const ratio = real.requests.average / bare.requests.average;
  const row = (name: string, r: autocannon.Result) => [
    name,
    r.requests.average.toFixed(0),
    r.latency.p50.toFixed(1),
    r.latency.p99.toFixed(1),
    (r.throughput.average / 1024).toFixed(0),
  ];
  return {
    rows: [row('bare route, same bytes (baseline)', bare), row('GET /api/products?category=Mugs', real)],
    ratio,
  };
}
