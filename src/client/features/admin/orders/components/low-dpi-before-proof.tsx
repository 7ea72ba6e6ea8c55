import { AlertTriangle } from 'lucide-react';
import type { OrderLine } from '../../../../../contracts/admin';
import { useLineProduction } from '../api/get-line-production';

/**
 * Issue 42: a shopper's photo that prints below 150 DPI at the piece's size is flagged beside
 * 'Send proof', before the shopper approves a piece that would print blurry, not at the bench.
 * The same answer as the line's own warning (the query is shared).
 */
export function LowDpiBeforeProof({ orderId, line }: { orderId: string; line: OrderLine }) {
  const production = useLineProduction(orderId, line.id).data;
  if (!production?.lowResolution) return null;
  return (
    <p role="note" data-testid="low-dpi-before-proof" className="flex gap-2 text-sm text-ink-900">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-700" />
      <span>
        Before you send: the photo on {line.productTitle} prints below 150 DPI
        {production.photoDpi ? ` (about ${Math.round(production.photoDpi)} DPI)` : ''}. Ask the shopper for a larger
        photo, or tell them it may print soft.
      </span>
    </p>
  );
}
