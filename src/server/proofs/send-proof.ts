import type { SendProofResponse } from '../../contracts/admin';
import { orderReference } from '../commerce/local/orders';
import type { Database } from '../db/client';
import { proofTokens } from '../db/schema';
import type { Mailer } from '../mail/types';
import { moveOrder, type Actor } from '../orders/change-status';
import { loadOrder } from '../orders/order-detail';
import { canSendProof } from '../orders/order-status';
import { hashProofToken, newProofToken, proofMessage, whatsappUrl } from './proof-links';

/**
 * "Send proof": a new unguessable /proof/<token> link, the order moved to proof_sent (again,
 * when a proof is re-sent after a change), a WhatsApp link for the owner to tap, and an email
 * when the shopper gave an address (SMTP, or kept in the outbox).
 */
export async function sendProof(
  deps: { db: Database; mailer: Mailer },
  orderId: string,
  actor: Actor,
  origin: string,
): Promise<SendProofResponse> {
  const { order } = await loadOrder(deps.db, orderId);
  const token = newProofToken();
  await moveOrder(deps.db, orderId, 'proof_sent', actor, canSendProof, {
    alsoIn: async (tx) => {
      await tx.insert(proofTokens).values({ tokenHash: hashProofToken(token), orderId, createdBy: actor.userId });
    },
  });
  const proofUrl = new URL(`/proof/${token}`, origin).toString();
  const reference = orderReference(order.number);
  const firstName = (order.contact.fullName ?? '').trim().split(/\s+/)[0] ?? '';
  const text = proofMessage(firstName, reference, proofUrl);
  let emailed = false;
  const email = order.contact.email?.trim();
  if (email) {
    const result = await deps.mailer.send({
      to: email,
      subject: `Your Kaarigar order ${reference}: please approve your proof`,
      text,
      orderId,
    });
    emailed = result.delivered;
  }
  return { proofUrl, whatsappUrl: whatsappUrl(order.contact.mobile ?? '', text), emailed };
}
