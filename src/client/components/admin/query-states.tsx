import { AlertTriangle, Inbox } from 'lucide-react';
import type * as React from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';

/** Empty and failed states every workspace page shares, so each says what happened and what to do. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="grid place-items-center rounded-[var(--radius-card)] border border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center">
      <Inbox aria-hidden className="mb-3 size-8 text-clay-600" />
      <p className="font-display text-lg font-semibold text-ink-900">{title}</p>
      {children ? <div className="mt-2 max-w-sm text-sm text-ink-700">{children}</div> : null}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div
      role="alert"
      className="grid place-items-center rounded-[var(--radius-card)] border border-danger-600/40 bg-cream-50 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden className="mb-3 size-8 text-danger-600" />
      <p className="font-display text-lg font-semibold text-ink-900">
        {forbidden ? 'Not available for your account' : 'Could not load this page'}
      </p>
      <p className="mt-2 max-w-sm text-sm text-ink-700">
        {forbidden
          ? 'Your role does not include this page. Ask the shop owner if you need it.'
          : errorMessage(error, 'Something went wrong.')}
      </p>
      {onRetry && !forbidden ? (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
