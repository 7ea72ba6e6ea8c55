import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CLAIM_LIMITS, claimReasonSchema } from '../../../../contracts/claims';
import { LIMITS } from '../../../../contracts/limits';
import { claimPanel } from '../../../claims/claim-panel';
import { ClaimRefused } from '../../../claims/claim-service';
import { getShopperOrder } from '../../../orders/shopper-order';
import { isDomainError } from '../../../platform/errors';
import { VideoRefused } from '../../../platform/uploads/video/sanitize-video';
import type { ClaimFormError } from './claim-panel-view';
import { CLAIM_STRINGS } from './claim-strings';
import { orderPage, type ClaimSection } from './order-page-view';
import type { OrderPageStrings } from './strings';

interface ClaimRouteDeps {
  send: (reply: FastifyReply, status: number, html: string) => FastifyReply;
  stringsFor: (req: FastifyRequest, asked: unknown, orderLanguage?: string) => OrderPageStrings;
  orderFor: (token: string) => Promise<string | null>;
  notFound: (req: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/** Four photos within the upload limit each, or one video within its own, and the form's few fields. */
const BODY_LIMIT = Math.max(CLAIM_LIMITS.photos * LIMITS.uploadMaxBytes, CLAIM_LIMITS.videoMaxBytes) + 64 * 1024;

/** The claims panel for the order page (issue 44), in the page's language. */
export async function claimSection(
  app: FastifyInstance,
  orderId: string,
  t: OrderPageStrings,
  extra: Pick<ClaimSection, 'error' | 'sent'> = {},
): Promise<ClaimSection> {
  return { panel: await claimPanel(app.db, orderId), t: CLAIM_STRINGS[t.language], ...extra };
}

/**
 * Issue 44: the shopper reports a problem with a piece from their order page. The page's token is
 * the only credential, as for every order page action: a stranger with the order number can do
 * nothing. Multipart, with no script; each refusal comes back at its field in the page's language.
 */
export async function claimRoutes(
  app: FastifyInstance,
  deps: ClaimRouteDeps,
  pageLimit: ReturnType<FastifyInstance['rateLimit']>,
) {
  await app.register(multipart, {
    // Per file, the video's cap (a photo over its own is refused by the photo pipeline); the form
    // has the photos' input and two video inputs (record now, or choose one already recorded).
    limits: {
      fileSize: CLAIM_LIMITS.videoMaxBytes,
      files: CLAIM_LIMITS.photos + 2,
      fields: 8,
      parts: 16,
      fieldSize: 8 * 1024,
    },
  });
  // Per IP across every order: photos are not poured in, nor tokens walked.
  const claimLimit = app.rateLimit({ max: 10, timeWindow: '1 minute', keyGenerator: (req) => `order-claim:${req.ip}` });

  app.post<{ Params: { token: string } }>(
    '/order/:token/claim',
    { onRequest: [pageLimit, claimLimit], bodyLimit: BODY_LIMIT },
    async (req, reply) => {
      const token = req.params.token;
      const orderId = await deps.orderFor(token);
      if (!orderId || !req.isMultipart()) return deps.notFound(req, reply);
      const fields: Record<string, string> = {};
      const photos: Buffer[] = [];
      const videos: Buffer[] = [];
      let refused: 'too_many' | 'video_too_large' | { tooLarge: number } | null = null;
      let reading = '';
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          reading = part.fieldname;
          const body = await part.toBuffer();
          // An empty file input still sends its part, with no name and no bytes.
          if (body.length === 0 && !part.filename) continue;
          if (part.fieldname === 'photos') photos.push(body);
          else if (part.fieldname === 'video') videos.push(body);
        }
      } catch (err) {
        if (err instanceof app.multipartErrors.FilesLimitError) refused = 'too_many';
        else if (err instanceof app.multipartErrors.RequestFileTooLargeError)
          refused = reading === 'video' ? 'video_too_large' : { tooLarge: photos.length + 1 };
        else throw err;
      }
      const order = await getShopperOrder(app.db, orderId, token, {
        photoLinks: app.photoLinks,
        estimates: app.deliveryEstimates,
      });
      const t = deps.stringsFor(req, fields.lang, order.language);
      const c = CLAIM_STRINGS[t.language];
      const values = {
        lineId: fields.lineId,
        reason: fields.reason,
        note: (fields.note ?? '').slice(0, CLAIM_LIMITS.noteChars),
      };
      const answer = async (status: number, error: Omit<ClaimFormError, 'values'>) =>
        deps.send(
          reply,
          status,
          orderPage(
            order,
            token,
            t,
            false,
            undefined,
            undefined,
            await claimSection(app, orderId, t, {
              error: { ...error, values },
            }),
          ),
        );
      if (refused === 'too_many') return answer(413, { field: 'photos', message: c.tooManyPhotos });
      if (refused === 'video_too_large') return answer(413, { field: 'video', message: c.video.too_large });
      if (refused) return answer(413, { field: 'photos', message: c.photoTooLarge(refused.tooLarge) });
      const reason = claimReasonSchema.safeParse(fields.reason);
      if (!reason.success) return answer(400, { field: 'reason', message: c.chooseReason });
      // The photo input and both video inputs fit in the file limit, so more than four photos are counted here.
      if (photos.length > CLAIM_LIMITS.photos) return answer(413, { field: 'photos', message: c.tooManyPhotos });
      if (videos.length > 1) return answer(400, { field: 'video', message: c.oneVideo });
      try {
        await app.claims.open({
          orderId,
          lineId: fields.lineId ?? '',
          reason: reason.data,
          note: values.note,
          photos,
          video: videos[0] ?? null,
          arrivesBy: order.arrivesBy ?? null,
        });
      } catch (err) {
        if (err instanceof ClaimRefused)
          return answer(409, { field: err.field === 'reason' ? 'reason' : 'lineId', message: c.refusals[err.refusal] });
        if (err instanceof VideoRefused)
          return answer(err.refusal === 'too_large' ? 413 : err.refusal === 'too_long' ? 400 : 415, {
            field: 'video',
            message: c.video[err.refusal],
          });
        if (isDomainError(err) && err.field === 'video') return answer(400, { field: 'video', message: c.notBoth });
        if (isDomainError(err) && err.field?.startsWith('photos')) {
          const n = Number(err.field.split('.')[1] ?? 0) + 1;
          const message = err.code === 'too_large' ? c.photoTooLarge(n) : c.photoNotImage(n);
          return answer(err.code === 'too_large' ? 413 : 415, { field: 'photos', message });
        }
        if (isDomainError(err) && err.code === 'not_found')
          return answer(404, { field: 'lineId', message: c.refusals.remake_order });
        throw err;
      }
      const lang = t.language === 'hi' ? '?lang=hi&claim=sent' : '?claim=sent';
      return reply.redirect(`/order/${token}${lang}#claims`, 303);
    },
  );
}
