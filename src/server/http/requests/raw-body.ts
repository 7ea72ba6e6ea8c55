import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Makes JSON bodies arrive raw (a Buffer) in this plugin context: a webhook's signature is over
 * the exact bytes sent, so a body may be parsed only after the signature holds. Registered inside
 * each webhook's own context, so the rest of the app keeps parsing JSON as usual.
 */
export function keepJsonRaw(app: FastifyInstance, bodyLimit: number) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_req, body, done) =>
    done(null, body),
  );
}

/** The raw body kept by keepJsonRaw (empty when none came, which no signature matches). */
export const rawBodyOf = (req: FastifyRequest): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

/** One request header's value (the first, if sent more than once). */
export function headerOf(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
