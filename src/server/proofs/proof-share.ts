import { orderReference } from '../../contracts/order-reference';
import { plainFirstName } from '../messages/message-content';
import { pageLinkInLanguage } from '../messages/page-link-language';
import { whatsappUrl } from '../messages/whatsapp/wa-me';
import { proofMessage } from './proof-links';

interface ProofOrder {
  number: number;
  contact: Record<string, string>;
}

/** The proof's link in the shopper's language, and the owner's ready WhatsApp text carrying it. */
export function proofShare(order: ProofOrder, token: string, origin: string) {
  const language = order.contact.language === 'hi' ? 'hi' : 'en';
  const proofUrl = pageLinkInLanguage(new URL(`/proof/${token}`, origin).toString(), language);
  // The owner sends this text from the shop's own WhatsApp: a link typed as a name must not ride along.
  const text = proofMessage(plainFirstName(order.contact.fullName ?? ''), orderReference(order.number), proofUrl);
  return { proofUrl, whatsappUrl: whatsappUrl(order.contact.mobile ?? '', text) };
}
