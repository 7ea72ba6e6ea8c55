import * as z from 'zod/mini';

/**
 * Issue 39 item 13: a shopper's request to erase their data (DPDP Act 2023, s. 12(3)), made on
 * their order page (`POST /order/<token>/erase`) and acted on by the owner
 * (`POST /api/admin/orders/<id>/erase`; open requests at `GET /api/admin/erasure-requests`).
 */
export const erasureSchema = z.object({
  requestedAt: z.string(),
  /** When the owner erased the photos and personal fields; null while the request waits. */
  erasedAt: z.nullable(z.string()),
});
export type Erasure = z.infer<typeof erasureSchema>;

export const erasureRequestsResponseSchema = z.object({
  requests: z.array(z.object({ orderId: z.string(), reference: z.string(), requestedAt: z.string() })),
});
export type ErasureRequests = z.infer<typeof erasureRequestsResponseSchema>;

export const eraseResponseSchema = z.object({ erasure: erasureSchema });
