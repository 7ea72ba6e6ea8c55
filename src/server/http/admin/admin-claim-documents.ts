import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { orderIdParamsSchema } from '../../../contracts/admin';
import { claimIdParamsSchema, packingPhotoUploadSchema } from '../../../contracts/claims';
import { LIMITS } from '../../../contracts/limits';
import { creditNoteToPdf } from '../../claims/credit-note-pdf';
import { creditNoteOf } from '../../claims/credit-notes';
import { disputePack, disputePackZip } from '../../claims/dispute-pack';
import { keepPackingPhoto } from '../../claims/packing-photo';
import { DomainError } from '../../platform/errors';
import { errorResponses } from '../error-responses';
import { staff } from './admin-session';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const BODY_LIMIT = Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024;

const download = (reply: FastifyReply, body: Buffer, file: string, type = 'application/pdf') =>
  // It names the shopper, their address and their photos: never kept by a shared cache.
  reply
    .type(type)
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${file.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
    .send(body);

/** Issue 44's papers: the packing photo taken at dispatch, a claim's credit note and its courier dispute pack. */
export default async function adminClaimDocumentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');
  // The maker who packs the parcel takes its photo as often as the owner does.
  const packer = app.requireRole('owner', 'maker');
  const uploads = app.rateLimit({ max: 30, timeWindow: '1 minute', keyGenerator: (req) => `packing-photo:${req.ip}` });

  r.put(
    '/api/admin/orders/:orderId/packing-photo',
    {
      onRequest: [...packer, uploads],
      bodyLimit: BODY_LIMIT,
      schema: {
        params: orderIdParamsSchema,
        body: packingPhotoUploadSchema,
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
    },
    async (req) => {
      const base64 = req.body.imageBase64.replace(/^data:[^,]*,/, '');
      const key = await keepPackingPhoto(
        { db: app.db, store: app.objectStore, sanitize: app.uploads.sanitize },
        req.params.orderId,
        Buffer.from(base64, 'base64'),
        staff(req).id,
      );
      return { url: app.photoLinks.sign(key) };
    },
  );

  r.get(
    '/api/admin/claims/:claimId/credit-note.pdf',
    { onRequest: owner, schema: { params: claimIdParamsSchema, response: errors } },
    async (req, reply) => {
      const note = await creditNoteOf(app.db, req.params.claimId);
      if (!note) throw new DomainError('not_found', 'This claim has no credit note: it refunded nothing taxed.');
      return download(reply, await creditNoteToPdf(note), `credit-note-${note.number}.pdf`);
    },
  );

  r.get(
    '/api/admin/claims/:claimId/dispute-pack.pdf',
    { onRequest: owner, schema: { params: claimIdParamsSchema, response: errors } },
    async (req, reply) => {
      const pack = await disputePack(app.db, app.objectStore, req.params.claimId, (orderId) =>
        app.shipping.refreshTracking(orderId),
      );
      return download(reply, pack.pdf, pack.file);
    },
  );

  r.get(
    '/api/admin/claims/:claimId/dispute-pack.zip',
    { onRequest: owner, schema: { params: claimIdParamsSchema, response: errors } },
    async (req, reply) => {
      const pack = await disputePackZip(app.db, app.objectStore, req.params.claimId, (orderId) =>
        app.shipping.refreshTracking(orderId),
      );
      return download(reply, pack.zip, pack.file, 'application/zip');
    },
  );
}
