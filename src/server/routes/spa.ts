import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, type Language } from '../../contracts/language';
import { DEFAULT_CATEGORY } from '../../contracts/products';
import { encodeBody, sendEncoded } from '../catalog/encoded-json';
import { loadAllLanguages } from '../../client/lib/i18n/language';
import { renderHomePage, withHtmlLang } from '../home-page/render-home';
import { rememberAskedLanguage, requestLanguage } from '../i18n/request-language';

const API_PREFIXES = ['/api/', '/images/', '/objects/', '/checkout/'];

/**
 * The built single-page app. Hashed assets are cached for a year and served pre-compressed.
 * The home page is rendered on the server once, when the catalogue has loaded, and served
 * pre-compressed with an ETag, once per language the shoppers ask for. Any other GET that wants HTML gets the empty shell, so the client
 * router can show the not-found card; API paths get a JSON 404.
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
  const shell = hasClient ? readFileSync(indexPath, 'utf8') : null;
  // The browser loads a language when chosen; the server renders any of them synchronously.
  await loadAllLanguages();
  const render = (page: string, language: Language) =>
    encodeBody(
      Buffer.from(
        renderHomePage(
          withImagePreload(withInlineStylesheet(page, opts.dir), app),
          app.catalog.list(DEFAULT_CATEGORY),
          language,
        ),
      ),
    );
  // Rendered again only when the catalogue reloads (a Shopify sync), never per request; English at
  // start-up, another language the first time a shopper asks for it.
  let rendered = shell
    ? { version: app.catalog.version, pages: new Map([[DEFAULT_LANGUAGE, render(shell, DEFAULT_LANGUAGE)]]) }
    : null;
  const homePage = (language: Language) => {
    if (!rendered || !shell) return null;
    if (rendered.version !== app.catalog.version) rendered = { version: app.catalog.version, pages: new Map() };
    let page = rendered.pages.get(language);
    if (!page) rendered.pages.set(language, (page = render(shell, language)));
    return page;
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (wantsHtml && !isApi && shell) {
      // The owner's workspace stays in English; a shopper's page (the proof link) starts in their language.
      const workspace = request.url === '/admin' || request.url.startsWith('/admin/');
      const page = workspace ? shell : withHtmlLang(shell, requestLanguage(request));
      if (!workspace) rememberAskedLanguage(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .send(page);
    }
    return reply.code(404).send({ success: false, error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  if (rendered) {
    app.get('/', (request, reply) => {
      rememberAskedLanguage(request, reply);
      // The page differs by the language cookie: a cache must not hand one shopper's to another.
      const page = homePage(requestLanguage(request))!;
      return sendEncoded(request, reply, page, 'text/html; charset=utf-8', 'accept-encoding, cookie');
    });
  }
}

/**
 * The stylesheet inside the home page instead of beside it: one round trip less before the first
 * paint on a phone's network. The page is revalidated by ETag, so a returning shopper still
 * downloads it once. (The CSP allows inline styles, not inline scripts.)
 */
function withInlineStylesheet(html: string, dir: string): string {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(html);
  if (!link?.[1]) return html;
  const css = readFileSync(join(dir, link[1]), 'utf8');
  if (css.includes('</style')) return html;
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/** Must match CARD_SIZES in the product card, so the preloaded candidate is the one the grid uses. */
const CARD_SIZES = '(min-width: 1024px) 18rem, (min-width: 768px) 33vw, 50vw';

/**
 * The home page's largest image, the first card's, starts loading beside the stylesheet instead
 * of waiting for the parser to reach the grid.
 */
function withImagePreload(html: string, app: FastifyInstance): string {
  const first = app.catalog.list(DEFAULT_CATEGORY)[0]?.images[0];
  if (!first) return html;
  const attr = (v: string) => v.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const link = `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(first.avifSrcSet)}" imagesizes="${attr(CARD_SIZES)}" fetchpriority="high">`;
  // A replacer function: the image URLs come from the catalogue and may hold $& or $'.
  return html.replace('</head>', () => `${link}</head>`);
}
