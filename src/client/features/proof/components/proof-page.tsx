import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PageLoading } from '../../../components/layout/page-loading';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDictionary } from '../../../lib/i18n/language';
import { getProofQueryOptions } from '../api/get-proof';
import { ProofDecision } from './proof-decision';
import { ProofLineCard } from './proof-line-card';
import { ProofMessage } from './proof-message';

/**
 * What the shopper sees from the link the shop sent: every line's rendered proof, then Approve or
 * Ask for a change. An approved, changed or cancelled order says so instead of offering buttons.
 */
export function ProofPage({ token }: { token: string }) {
  const t = useDictionary().proof;
  const proof = useQuery(getProofQueryOptions(token));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = t.documentTitle;
  }, [t]);

  if (proof.isPending) return <PageLoading label={t.loading} />;
  if (proof.isError) {
    const missing = proof.error instanceof ApiError && (proof.error.status === 404 || proof.error.status === 400);
    return missing ? (
      <ProofMessage page tone="danger" title={t.badLinkTitle}>
        {t.badLink}
      </ProofMessage>
    ) : (
      <ProofMessage page tone="danger" title={t.failedTitle} onRetry={() => void proof.refetch()}>
        {errorMessage(proof.error, t.somethingWrong)}
      </ProofMessage>
    );
  }

  const data = proof.data;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold text-clay-700">{t.order(data.reference)}</p>
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-semibold text-ink-900 outline-none">
          {data.firstName ? t.headingFor(data.firstName) : t.heading}
        </h1>
        <p className="mt-2 text-sm text-ink-700">{t.intro}</p>
      </div>
      <ul className="grid gap-5" aria-label={t.pieces}>
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
