import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '../../../contracts/admin';
import { invoiceSummarySchema, orderTokenParamsSchema } from '../../../contracts/invoices';
import { shopperCreditNoteParamsSchema } from '../../../contracts/claims';
import { creditNoteToPdf } from '../../claims/credit-note-pdf';
import { creditNoteOfOrderClaim } from '../../claims/credit-notes';
import { orderState } from '../../orders/order-lookups';
import { DomainError } from '../../platform/errors';
import {
  findInvoice,
  INVOICE_NOT_READY,
  invoiceIsDue,
  issueInvoice,
  type IssuedInvoice,
} from '../../invoices/invoice-service';
import { invoiceToPdf } from '../../invoices/invoice-pdf';
import { errorResponses } from '../error-responses';

/** Turns the shopper's order-page token into an order id (issue 20 binds it); null when unknown. */
export type OrderTokenResolver = (token: string) => Promise<string | null>;

const errors = errorResponses(400, 401, 403, 404);

const summary = (invoice: IssuedInvoice) => ({
  number: invoice.number,
  kind: invoice.kind,
  issuedAt: invoice.issuedAt.toISOString(),
});

/**
 * The invoice PDF for the owner (by order id) and for the shopper (by their order page's token); and
 * the shopper's credit notes (issue 44), by the same token.
 */
export default async function invoiceRoutes(app: FastifyInstance, opts: { resolveOrderToken: OrderTokenResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');

  // A tax document names the shopper and their address: never kept by a shared cache.
  const pdfReply = (reply: FastifyReply, pdf: Uint8Array, file: string) =>
    reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.replaceAll('/', '-')}"`)
      .send(pdf);

  const sendPdf = async (reply: FastifyReply, orderId: string) => {
    const invoice = await findInvoice(app.db, orderId);
    if (!invoice) throw new DomainError('not_found', INVOICE_NOT_READY);
    return pdfReply(reply, await invoiceToPdf(invoice.document), `invoice-${invoice.number}.pdf`);
  };

  r.get(
    '/api/admin/orders/:orderId/invoice',
    { onRequest: owner, schema: { params: orderIdParamsSchema, response: { 200: invoiceSummarySchema, ...errors } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const invoice = await findInvoice(app.db, req.params.orderId);
      if (!invoice) throw new DomainError('not_found', INVOICE_NOT_READY);
      return summary(invoice);
    },
  );

  // Issues a due invoice the event could not: the shop settings were not filled in when the order
  // was paid or delivered. Issuing is idempotent, so a second press answers the same invoice.
  r.post(
    '/api/admin/orders/:orderId/invoice',
    {
      onRequest: owner,
      schema: {
        params: orderIdParamsSchema,
        response: { 200: invoiceSummarySchema, ...errorResponses(409), ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await orderState(app.db, req.params.orderId);
      if (!order) throw new DomainError('not_found', 'There is no such order.');
      if (!invoiceIsDue(order)) throw new DomainError('conflict', INVOICE_NOT_READY);
      return summary(await issueInvoice(app, req.params.orderId));
    },
  );

  r.get(
    '/api/admin/orders/:orderId/invoice.pdf',
    { onRequest: owner, schema: { params: orderIdParamsSchema, response: errors } },
    async (req, reply) => sendPdf(reply, req.params.orderId),
  );

  r.get(
    '/api/orders/:token/invoice.pdf',
    {
      schema: { params: orderTokenParamsSchema, response: errors },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const orderId = await opts.resolveOrderToken(req.params.token);
      if (!orderId) throw new DomainError('not_found', 'There is no such order.');
      return sendPdf(reply, orderId);
    },
  );

  // Issue 44: a claim's refund of a taxed supply has its GST credit note; only the order page's
  // token reaches it, and a claim of another order answers as one that does not exist.
  r.get(
    '/api/orders/:token/claims/:claimId/credit-note.pdf',
    {
      schema: { params: shopperCreditNoteParamsSchema, response: errors },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const orderId = await opts.resolveOrderToken(req.params.token);
      const note = orderId ? await creditNoteOfOrderClaim(app.db, orderId, req.params.claimId) : null;
      if (!note) throw new DomainError('not_found', 'There is no such credit note.');
      return pdfReply(reply, await creditNoteToPdf(note), `credit-note-${note.number}.pdf`);
    },
  );
}
