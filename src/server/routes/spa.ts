import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/api/', '/images/', '/objects/', '/checkout/'];

/**
 * The built single-page app. Hashed assets are cached for a year and served pre-compressed;
 * index.html is revalidated every time. Any other GET that wants HTML gets index.html, so the
 * client router can show the not-found card; API paths get a JSON 404.
 */
export default async function spaRoutes(app: FastifyInstance, opts: { dir: string }) {
  const indexPath = join(opts.dir, 'index.html');
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.dir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasClient ? withPreloads(readFileSync(indexPath, 'utf8'), app) : null;

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (wantsHtml && !isApi && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ success: false, error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  if (indexHtml) {
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml),
    );
  }
}

/** Must match CARD_SIZES in the product card, so the preloaded candidate is the one the grid uses. */
const CARD_SIZES = '(min-width: 1024px) 18rem, (min-width: 768px) 33vw, 50vw';

/**
 * The home page's first data and its largest image start loading with the HTML instead of after
 * the JavaScript has run: the default tab's product list and the first card's image.
 */
function withPreloads(html: string, app: FastifyInstance): Buffer {
  const first = app.catalog.list('Mugs')[0]?.images[0];
  const attr = (v: string) => v.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const links = [
    '<link rel="preload" as="fetch" href="/api/products?category=Mugs" crossorigin="use-credentials">',
    first
      ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(first.avifSrcSet)}" imagesizes="${attr(CARD_SIZES)}" fetchpriority="high">`
      : '',
  ].join('');
  return Buffer.from(html.replace('</head>', `${links}</head>`));
}
