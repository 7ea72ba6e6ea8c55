import type { SendProofResponse } from '../../contracts/admin';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../db/client';
import type { OrderService } from '../orders/order-service';
import { proofTokens } from '../db/schema';
import { plainFirstName } from '../messages/message-content';
import type { MessageService } from '../messages/message-service';
import type { Actor } from '../orders/change-status';
import { loadOrder } from '../orders/order-detail';
import { hashProofToken, newProofToken, proofMessage } from './proof-links';
import { pageLinkInLanguage } from '../messages/page-link-language';
import { whatsappUrl } from '../messages/whatsapp/wa-me';

/**
 * "Send proof": a new unguessable /proof/<token> link, the order moved to proof_sent (again,
 * when a proof is re-sent after a change), a WhatsApp link for the owner to tap, and the proof's
 * messages: an email when the shopper gave an address (SMTP, or kept in the outbox) and a
 * WhatsApp template when they opted in.
 */
export async function sendProof(
  deps: { db: Database; orders: OrderService; messages: MessageService },
  orderId: string,
  actor: Actor,
  origin: string,
): Promise<SendProofResponse> {
  const { order, lines } = await loadOrder(deps.db, orderId);
  const token = newProofToken();
  // The order service emits 'proof_sent' once the move and the token are committed.
  await deps.orders.proofSent(orderId, actor, async (tx) => {
    await tx.insert(proofTokens).values({ tokenHash: hashProofToken(token), orderId, createdBy: actor.userId });
  });
  // In the shopper's language: the owner's WhatsApp text and the messages carry the same link.
  const language = order.contact.language === 'hi' ? 'hi' : 'en';
  const proofUrl = pageLinkInLanguage(new URL(`/proof/${token}`, origin).toString(), language);
  const reference = orderReference(order.number);
  // The owner sends this text from the shop's own WhatsApp: a link typed as a name must not ride along.
  const text = proofMessage(plainFirstName(order.contact.fullName ?? ''), reference, proofUrl);
  // The first line's preview heads the WhatsApp template when it is a full link WhatsApp can fetch.
  const preview = lines.find((l) => l.previewImageUrl)?.previewImageUrl ?? null;
  const previewUrl = preview ? new URL(preview, origin).toString() : null;
  const occurrence = hashProofToken(token).slice(0, 16);
  const { emailed } = await deps.messages.proofReady(orderId, proofUrl, occurrence, previewUrl);
  return { proofUrl, whatsappUrl: whatsappUrl(order.contact.mobile ?? '', text), emailed };
}
