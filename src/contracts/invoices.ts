import * as z from 'zod/mini';

/**
 * Invoices: `GET /api/admin/orders/:orderId/invoice` (owner) says whether and how an order was
 * invoiced; `GET /api/admin/orders/:orderId/invoice.pdf` (owner) and
 * `GET /api/orders/:token/invoice.pdf` (the shopper's order-page token) answer the PDF, no-store,
 * and 404 before the order is invoiced.
 */
export const invoiceSummarySchema = z.object({
  number: z.string(),
  kind: z.enum(['tax_invoice', 'bill_of_supply']),
  issuedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** Only capped here: a malformed token is an unknown one, a real 404 like the order page's (issue 20). */
export const orderTokenParamsSchema = z.object({ token: z.string().check(z.maxLength(128)) });
