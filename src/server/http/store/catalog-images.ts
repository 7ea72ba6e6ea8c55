import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CATALOG_IMAGE_PREFIX } from '../../../contracts/own-urls';

const YEAR_SECONDS = 31_536_000;

/**
 * Catalogue images in their published sizes. They never change under a URL, so browsers may
 * keep them for a year; @fastify/static refuses paths that climb out of the folder.
 */
export default async function catalogImageRoutes(app: FastifyInstance, opts: { dir: string }) {
  await app.register(fastifyStatic, {
    root: opts.dir,
    prefix: CATALOG_IMAGE_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    etag: true,
    lastModified: false,
    cacheControl: false,
    allowedPath: (pathname) => /^\/[a-z0-9-]+\/(?:320|640|1024)\.(?:webp|avif)$/.test(pathname),
    setHeaders: (res) => {
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });
}
