import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DESIGN_TOKEN } from '../../../contracts/designs';
import type { Language } from '../../../contracts/language';
import { catalogImageKeyOf } from '../../../contracts/own-urls';
import type { Product } from '../../../contracts/products';
import { POLICY_PAGES } from '../../../contracts/settings';
import { findDesign } from '../../designs/design-store';
import { isPrivateObjectKey } from '../../platform/storage/photo-links';
import { encodeBodyInPool } from '../../catalog/encoded-json';
import { sendEncoded } from '../requests/send-encoded';
import { rememberAskedLanguage, requestLanguage } from '../requests/request-language';
import { loadShopSettings } from '../../shop-settings/settings-service';
import { variantsInStock } from '../../links/live-stock';
import { linkPreviewJpeg, OgImageCache } from '../../links/og-image';
import { withHead, type PageHead } from '../../links/page-head';
import { designImagePath, designPath, productHead, rupees, cardPrice, storeHead } from '../../links/product-meta';
import { productRating } from '../../links/ratings';
import { robotsTxt } from '../../links/robots';
import { sitemapXml } from '../../links/sitemap';

/** What the pages need to know about the shop: its public origin (public-origin.ts) and its catalogue. */
export interface LinkHeads {
  origin: string;
  catalogImageDir: string;
  storeHead(noindex?: boolean): PageHead;
}

export function createLinkHeads(app: FastifyInstance, origin: string, catalogImageDir: string): LinkHeads {
  return {
    origin,
    catalogImageDir,
    storeHead: (noindex = false) => ({ ...storeHead(origin, app.catalog.list()[0]), ...(noindex ? { noindex } : {}) }),
  };
}

export function sendShell(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').send(html);
}

const JPEG_FILE = /^([A-Za-z0-9_-]{1,200})\.jpg$/;

/**
 * The shopper pages a link opens, rendered as the home page with their own head: /p/<handle> (a
 * product, its sheet opened by the app) and /d/<token> (a shared design); their link-preview
 * images; and the sitemap and robots.txt. An unknown product or design gets the shell with a 404,
 * where the app shows the spec's not-found card or the design's own message.
 */
export function registerShopperPages(
  app: FastifyInstance,
  opts: {
    links: LinkHeads;
    markup: (language: Language) => string | null;
    /** The CSP of a page rendered from `markup`: it names the markup's inline starter. */
    markupPolicy: string;
    shell: (language: Language) => string;
  },
) {
  const { links } = opts;
  const images = new OgImageCache();
  const byHandle = (handle: string): Product | undefined => app.catalog.list().find((p) => p.handle === handle);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendShell(reply.code(404), withHead(opts.shell(requestLanguage(request)), links.storeHead(true)));
  const page = async (request: FastifyRequest, reply: FastifyReply, head: PageHead) => {
    rememberAskedLanguage(request, reply);
    const markup = opts.markup(requestLanguage(request));
    if (markup === null) return notFound(request, reply);
    reply.header('content-security-policy', opts.markupPolicy);
    // Made per request (live stock, rating, the design), but the same page again most times: each
    // distinct page is compressed once, off the event loop, and revalidated by its ETag.
    const encoded = await encodeBodyInPool(Buffer.from(withHead(markup, head)));
    return sendEncoded(request, reply, encoded, 'text/html; charset=utf-8', 'accept-encoding, cookie');
  };

  app.get<{ Params: { handle: string } }>('/p/:handle', async (request, reply) => {
    const product = byHandle(request.params.handle);
    if (!product) return notFound(request, reply);
    const [inStock, rating] = await Promise.all([
      variantsInStock(app.db, product.handle),
      productRating(app.db, product.id),
    ]);
    return page(request, reply, productHead({ product, origin: links.origin, inStock, rating }));
  });

  app.get<{ Params: { token: string } }>('/d/:token', async (request, reply) => {
    const { token } = request.params;
    const design = DESIGN_TOKEN.test(token) ? await findDesign(app.db, token) : null;
    const product = design ? byHandle(design.productHandle) : undefined;
    if (!design || !product) return notFound(request, reply);
    return page(request, reply, {
      title: `A ${product.title} designed for you · ${rupees(cardPrice(product))}`,
      description: `See this personalised ${product.title} before you buy it. ${rupees(cardPrice(product))} at Kaarigar.`,
      url: `${links.origin}${designPath(token)}`,
      image: `${links.origin}${designImagePath(token)}`,
      imageAlt: `Preview of a personalised ${product.title}`,
      // A shopper's own piece (a child's name, a family photo) is for the people they send it to.
      noindex: true,
    });
  });

  const sendJpeg = (reply: FastifyReply, jpeg: Buffer | null, maxAge: number, shoppers = false) => {
    if (!jpeg) return reply.code(404).send({ success: false, error: 'Not found' });
    // Drawn from a shopper's photo (issue 39): for whoever holds the design's link, kept by no
    // shared cache and out of search indexes, as the photo is.
    if (shoppers) reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .type('image/jpeg')
      .header('cache-control', `${shoppers ? 'private' : 'public'}, max-age=${maxAge}`)
      .send(jpeg);
  };

  app.get<{ Params: { file: string } }>('/og/p/:file', async (request, reply) => {
    const handle = JPEG_FILE.exec(request.params.file)?.[1];
    const product = handle ? byHandle(handle) : undefined;
    const key = product?.images[0] ? catalogImageKeyOf(product.images[0].url) : null;
    if (!product || !key) return sendJpeg(reply, null, 0);
    // The catalogue image's own key names its content, so a changed photo gets a new entry.
    const jpeg = await images.get(`p:${key}`, async () =>
      linkPreviewJpeg(await readFile(join(links.catalogImageDir, key, 'master.png'))),
    );
    return sendJpeg(reply, jpeg, 3600);
  });

  app.get<{ Params: { file: string } }>('/og/d/:file', async (request, reply) => {
    const token = JPEG_FILE.exec(request.params.file)?.[1];
    const design = token && DESIGN_TOKEN.test(token) ? await findDesign(app.db, token) : null;
    if (!design) return sendJpeg(reply, null, 0);
    const key = design.previewImage.replace(/^\/objects\//, '');
    const jpeg = await images.get(`d:${key}`, async () => {
      const stored = await app.objectStore.get(key);
      return stored ? linkPreviewJpeg(stored.body) : null;
    });
    // A design's picture never changes; a day, since the design itself may expire.
    return sendJpeg(reply, jpeg, 86_400, isPrivateObjectKey(key));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const settings = await loadShopSettings(app.db);
    const policies = settings ? Object.values(POLICY_PAGES).map((p) => p.path) : [];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(links.origin, app.catalog.list(), policies));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(links.origin)),
  );
}
