import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { PRODUCTION_FILE_KINDS } from '../../../contracts/admin';
import {
  LOW_RESOLUTION_WARNING,
  PHOTO_MISSING_WARNING,
  lineProductionSchema,
  productionFileUrl,
  productionParamsSchema,
} from '../../../contracts/production';
import { errorResponses } from '../error-responses';

const errors = errorResponses(401, 403, 404);
/** The file's bytes, sent as they are (Fastify does not serialise a Buffer). */
const fileBody = z.custom<Buffer>((value) => Buffer.isBuffer(value));

/**
 * A line's production files, for the owner and the makers at the bench. Each format is its own
 * route (production.svg, .pdf, .png) so a download link is a plain URL; a format the line's
 * kind has no file in answers 404.
 */
export default async function adminProductionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/orders/:orderId/lines/:lineId/production';

  r.get(
    base,
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: { params: productionParamsSchema, response: { 200: lineProductionSchema, ...errors } },
    },
    async (req) => {
      const { orderId, lineId } = req.params;
      const found = await app.production.describe(orderId, lineId);
      return {
        files: found.formats.map((kind) => ({ kind, url: productionFileUrl(orderId, lineId, kind) })),
        unavailable: found.unavailable,
        photoDpi: found.photoDpi,
        lowResolution: found.lowResolution,
        photoMissing: found.photoMissing,
        warning: found.photoMissing ? PHOTO_MISSING_WARNING : found.lowResolution ? LOW_RESOLUTION_WARNING : undefined,
      };
    },
  );

  for (const kind of PRODUCTION_FILE_KINDS) {
    r.get(
      `${base}.${kind}`,
      {
        onRequest: app.requireRole('owner', 'maker'),
        schema: { params: productionParamsSchema, response: { 200: fileBody, ...errors } },
      },
      async (req, reply) => {
        const file = await app.production.file(req.params.orderId, req.params.lineId, kind);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    );
  }
}
