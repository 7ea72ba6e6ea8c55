import { eq } from 'drizzle-orm';
import { formatRupees, fromPaise } from '../../contracts/money';
import { LOCALE, type Language } from '../../contracts/language';
import type { Database } from '../platform/db/client';
import { claims, orderLines } from '../platform/db/schema';
import type { ClaimChange } from './create-claims';

/**
 * Issue 44: what a claim message says about the claim, in the shopper's language (the messages
 * module puts it in its template's third parameter, docs/messages.md).
 */
export async function claimMessageDetail(db: Database, change: ClaimChange) {
  const [row] = await db
    .select({ claim: claims, title: orderLines.productTitle })
    .from(claims)
    .innerJoin(orderLines, eq(orderLines.id, claims.orderLineId))
    .where(eq(claims.id, change.claimId));
  if (!row) return null;
  const { claim, title } = row;
  return (language: Language) => {
    const amount = formatRupees(fromPaise(claim.refundPaise), LOCALE[language]);
    const hi = language === 'hi';
    if (change.kind === 'received') return title;
    if (change.kind === 'refund_sent')
      return hi ? `${title} के लिए ${amount} वापस भेजे गए` : `we have sent back ${amount} for ${title}`;
    switch (claim.decision) {
      case 'remake':
        return hi ? `हम ${title} दोबारा बना रहे हैं, बिना शुल्क।` : `we are making ${title} again, at no charge.`;
      case 'refund':
        return hi ? `हम ${title} के लिए ${amount} वापस कर रहे हैं।` : `we are refunding ${amount} for ${title}.`;
      case 'both':
        return hi
          ? `हम ${title} दोबारा बना रहे हैं और ${amount} वापस कर रहे हैं।`
          : `we are making ${title} again and refunding ${amount}.`;
      default:
        return hi
          ? `हम ${title} की शिकायत स्वीकार नहीं कर सके: ${claim.declineReason ?? ''}`
          : `we could not accept the report on ${title}: ${claim.declineReason ?? ''}`;
    }
  };
}
