import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, type Language } from '../../../contracts/language';
import { DEFAULT_CATEGORY } from '../../../contracts/products';
import { encodeBody } from '../../catalog/encoded-json';
import { sendEncoded } from '../requests/send-encoded';
import { loadAllLanguages } from '../../../client/lib/i18n/language';
import { renderHomePage, withHtmlLang } from '../pages/home/render-home';
import { rememberAskedLanguage, requestLanguage } from '../requests/request-language';
import type { EncodedBody } from '../../catalog/encoded-json';
import { withHead } from '../../links/page-head';
import { NOINDEX_PATHS } from '../../links/robots';
import { registerShopperPages, sendShell, type LinkHeads } from './shopper-pages';
import { withLateAppStart } from '../pages/home/app-starter';
import { contentSecurityPolicy } from '../plugins/security-headers';

const API_PREFIXES = ['/api/', '/images/', '/objects/', '/checkout/'];

/**
 * The built single-page app. Hashed assets are cached for a year and served pre-compressed.
 * The home page is rendered on the server once, when the catalogue has loaded, and served
 * pre-compressed with an ETag, once per language the shoppers ask for. Any other GET that wants HTML gets the empty shell, so the client
 * router can show the not-found card; API paths get a JSON 404.
 */
export default async function spaRoutes(app: FastifyInstance, opts: { dir: string; links: LinkHeads }) {
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
  // The pages rendered from the home markup start the app from an inline starter the policy names.
  const startedLate = shell ? withLateAppStart(shell) : null;
  const renderedPagePolicy = contentSecurityPolicy(startedLate?.scriptHash ? [startedLate.scriptHash] : []);
  // The browser loads a language when chosen; the server renders any of them synchronously.
  await loadAllLanguages();
  // The home page's markup, rendered once per language and catalogue version; each page (the home
  // page, a product's, a shared design's) is that markup with its own head (links/page-head.ts).
  const renderMarkup = (page: string, language: Language) =>
    renderHomePage(
      withImagePreload(withInlineStylesheet(page, opts.dir), app),
      app.catalog.list(DEFAULT_CATEGORY),
      language,
    );
  let rendered: { version: number; markup: Map<Language, string>; home: Map<Language, EncodedBody> } | null = null;
  const current = () => {
    if (!rendered || rendered.version !== app.catalog.version)
      rendered = { version: app.catalog.version, markup: new Map(), home: new Map() };
    return rendered;
  };
  const homeMarkup = (language: Language): string | null => {
    if (!startedLate) return null;
    const pages = current();
    let markup = pages.markup.get(language);
    if (markup === undefined) pages.markup.set(language, (markup = renderMarkup(startedLate.html, language)));
    return markup;
  };
  // Rendered again only when the catalogue reloads (a Shopify sync), never per request; English at
  // start-up, another language the first time a shopper asks for it.
  const homePage = (language: Language) => {
    const markup = homeMarkup(language);
    if (markup === null) return null;
    const pages = current();
    let page = pages.home.get(language);
    if (!page) pages.home.set(language, (page = encodeBody(Buffer.from(withHead(markup, opts.links.storeHead())))));
    return page;
  };
  if (shell) homePage(DEFAULT_LANGUAGE);

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (wantsHtml && !isApi && shell) {
      // The owner's workspace stays in English; a shopper's page (the proof link) starts in their language.
      const workspace = request.url === '/admin' || request.url.startsWith('/admin/');
      if (workspace) return sendShell(reply, shell);
      rememberAskedLanguage(request, reply);
      const private_ = NOINDEX_PATHS.some((p) => request.url.startsWith(p));
      return sendShell(reply, withHead(withHtmlLang(shell, requestLanguage(request)), opts.links.storeHead(private_)));
    }
    return reply.code(404).send({ success: false, error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  if (shell) {
    registerShopperPages(app, {
      links: opts.links,
      markup: homeMarkup,
      markupPolicy: renderedPagePolicy,
      shell: (language) => withHtmlLang(shell, language),
    });
    app.get('/', (request, reply) => {
      rememberAskedLanguage(request, reply);
      // The page differs by the language cookie: a cache must not hand one shopper's to another.
      const page = homePage(requestLanguage(request))!;
      reply.header('content-security-policy', renderedPagePolicy);
      return sendEncoded(request, reply, page, 'text/html; charset=utf-8', 'accept-encoding, cookie');
    });
  }
}

/**
 * The stylesheet inside the home page instead of beside it: one round trip less before the first
 * paint on a phone's network. The page is revalidated by ETag, so a returning shopper still
 * downloads it once. (The CSP allows inline styles, not inline scripts.)
 *
 * Its link stays, disabled, which a browser does not fetch: Vite's loader for a lazy chunk (the
 * product sheet's, the cart's) adds the stylesheets the chunk depends on unless a stylesheet link
 * with their address is already in the page, and every chunk that imports from the entry depends
 * on this one. Without the link, opening the sheet downloaded the whole stylesheet again and
 * restyled the page with a second copy of it, in the middle of drawing the sheet.
 */
function withInlineStylesheet(html: string, dir: string): string {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(html);
  if (!link?.[1]) return html;
  const css = readFileSync(join(dir, link[1]), 'utf8');
  if (css.includes('</style')) return html;
  return html.replace(link[0], () => `<style>${css}</style>${link[0].replace('>', ' disabled>')}`);
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
