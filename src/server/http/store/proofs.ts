import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { proofChangeRequestSchema, proofSchema, proofTokenParamsSchema } from '../../../contracts/admin';
import { approveProof, getProof, requestProofChange } from '../../proofs/proof-service';
import { recordProofOpened } from '../../proofs/kept-proof';
import { errorResponses } from '../error-responses';

const responses = {
  200: proofSchema,
  ...errorResponses(400, 404, 409, 429),
};

/**
 * The shopper's proof page API: no login, the token is the credential. Per-IP limits keep the
 * token space from being walked and the buttons from being hammered.
 */
export default async function proofRoutes(app: FastifyInstance, opts: { perMinute?: number } = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: opts.perMinute ?? 30, timeWindow: '1 minute' };

  r.get(
    '/api/proofs/:token',
    { config: { rateLimit }, schema: { params: proofTokenParamsSchema, response: responses } },
    // no-store comes from the no-store plugin, as for every /api/proofs answer.
    async (req) => {
      const proof = await getProof(app.db, req.params.token);
      // Counted once the link is known good; the owner's workspace shows it (issue 45.10).
      await recordProofOpened(app.db, req.params.token);
      // A preview drawn from the shopper's photo is reached through a short-lived link (issue 39).
      return {
        ...proof,
        lines: proof.lines.map((l) => ({ ...l, previewUrl: l.previewUrl && app.photoLinks.signUrl(l.previewUrl) })),
      };
    },
  );

  r.post(
    '/api/proofs/:token/approve',
    { config: { rateLimit }, schema: { params: proofTokenParamsSchema, response: responses } },
    // 'approved' is emitted by the order service once the approval is committed.
    async (req) => approveProof({ db: app.db, orders: app.orders }, req.params.token),
  );

  r.post(
    '/api/proofs/:token/change',
    {
      config: { rateLimit },
      schema: { params: proofTokenParamsSchema, body: proofChangeRequestSchema, response: responses },
    },
    async (req) => requestProofChange(app.db, req.params.token, req.body.note),
  );
}
