import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PageLoading } from '../../../components/layout/page-loading';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { getProofQueryOptions } from '../api/get-proof';
import { ProofDecision } from './proof-decision';
import { ProofLineCard } from './proof-line-card';
import { ProofMessage } from './proof-message';

/**
 * What the shopper sees from the link the shop sent: every line's rendered proof, then Approve or
 * Ask for a change. An approved, changed or cancelled order says so instead of offering buttons.
 */
export function ProofPage({ token }: { token: string }) {
  const proof = useQuery(getProofQueryOptions(token));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = 'Your proof · Kaarigar';
  }, []);

  if (proof.isPending) return <PageLoading label="Loading your proof…" />;
  if (proof.isError) {
    const missing = proof.error instanceof ApiError && (proof.error.status === 404 || proof.error.status === 400);
    return missing ? (
      <ProofMessage page tone="danger" title="This proof link does not work">
        The link may be mistyped or no longer valid. Please ask the shop to send it again.
      </ProofMessage>
    ) : (
      <ProofMessage page tone="danger" title="Could not load your proof" onRetry={() => void proof.refetch()}>
        {errorMessage(proof.error, 'Something went wrong.')}
      </ProofMessage>
    );
  }

  const data = proof.data;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold text-clay-700">Order {data.reference}</p>
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-semibold text-ink-900 outline-none">
          {data.firstName ? `${data.firstName}, here is your proof` : 'Your proof'}
        </h1>
        <p className="mt-2 text-sm text-ink-700">
          This is how your piece will be made. Check every name, number and word before you approve.
        </p>
      </div>
      <ul className="grid gap-5" aria-label="Pieces in this order">
        {data.lines.map((line) => (
          <li key={line.id}>
            <ProofLineCard line={line} />
          </li>
        ))}
      </ul>
      <ProofDecision token={token} proof={data} onDecided={() => headingRef.current?.focus()} />
    </div>
  );
}
