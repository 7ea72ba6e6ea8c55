import type { SendProofResponse } from '../../contracts/admin';
import type { Database } from '../platform/db/client';
import type { OrderService } from '../orders/order-service';
import { proofTokens } from '../platform/db/schema';
import type { MessageService } from '../messages/message-service';
import type { Actor } from '../orders/change-status';
import { loadOrder } from '../orders/order-detail';
import { hashProofToken, newProofLinkSeed, proofTokenFromSeed } from './proof-links';
import { proofShare } from './proof-share';
import type { PhotoLinks } from '../platform/storage/photo-links';

/**
 * "Send proof": a new unguessable /proof/<token> link, the order moved to proof_sent (again,
 * when a proof is re-sent after a change), a WhatsApp link for the owner to tap, and the proof's
 * messages: an email when the shopper gave an address (SMTP, or kept in the outbox) and a
 * WhatsApp template when they opted in. The link's seed is kept so the order shows it later.
 */
export async function sendProof(
  deps: { db: Database; orders: OrderService; messages: MessageService; photoLinks?: PhotoLinks },
  orderId: string,
  actor: Actor,
  origin: string,
  linkSecret: string,
): Promise<SendProofResponse> {
  const { order, lines } = await loadOrder(deps.db, orderId);
  const linkSeed = newProofLinkSeed();
  const token = proofTokenFromSeed(linkSecret, linkSeed);
  // The order service emits 'proof_sent' once the move and the token are committed.
  await deps.orders.proofSent(orderId, actor, async (tx) => {
    await tx
      .insert(proofTokens)
      .values({ tokenHash: hashProofToken(token), orderId, createdBy: actor.userId, linkSeed });
  });
  const { proofUrl, whatsappUrl } = proofShare(order, token, origin);
  // The first line's preview heads the WhatsApp template when it is a full link WhatsApp can fetch.
  const preview = lines.find((l) => l.previewImageUrl)?.previewImageUrl ?? null;
  // Drawn from the shopper's photo, it is a signed link (issue 39): WhatsApp fetches it as it sends.
  const previewUrl = preview ? new URL(deps.photoLinks?.signUrl(preview) ?? preview, origin).toString() : null;
  const occurrence = hashProofToken(token).slice(0, 16);
  const { emailed } = await deps.messages.proofReady(orderId, proofUrl, occurrence, previewUrl);
  return { proofUrl, whatsappUrl, emailed };
}
