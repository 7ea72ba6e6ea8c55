import { AlertTriangle, CheckCircle2, MessageSquare, XCircle } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDictionary } from '../../../lib/i18n/language';

const ICONS = { success: CheckCircle2, info: MessageSquare, danger: AlertTriangle, cancelled: XCircle };

/** A clear, final state of the proof page (approved, change asked, cancelled, bad link). */
export function ProofMessage({
  tone,
  title,
  children,
  onRetry,
  page = false,
}: {
  /** The whole page is this message, so its title is the page's h1. */
  page?: boolean;
  tone: keyof typeof ICONS;
  title: string;
  children: React.ReactNode;
  onRetry?: () => void;
}) {
  const t = useDictionary();
  const Icon = ICONS[tone];
  const Heading = page ? 'h1' : 'h2';
  return (
    <section
      role={tone === 'danger' ? 'alert' : 'status'}
      data-testid="proof-state"
      className={cn(
        'rounded-[var(--radius-card)] border bg-cream-50 p-6 text-center shadow-[var(--shadow-card)]',
        tone === 'success' && 'border-leaf-500',
        tone === 'info' && 'border-saffron-500',
        (tone === 'danger' || tone === 'cancelled') && 'border-danger-600/50',
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          'mx-auto mb-3 size-9',
          tone === 'success' && 'text-leaf-600',
          tone === 'info' && 'text-clay-600',
          (tone === 'danger' || tone === 'cancelled') && 'text-danger-600',
        )}
      />
      <Heading className="font-display text-xl font-semibold text-ink-900">{title}</Heading>
      <div className="mx-auto mt-2 max-w-md text-sm text-ink-700">{children}</div>
      {onRetry ? (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          {t.proof.tryAgain}
        </Button>
      ) : null}
    </section>
  );
}
