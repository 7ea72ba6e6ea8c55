import { PackageOpen, RefreshCw, WifiOff } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useDictionary } from '../../../lib/i18n/language';

function StateCard({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action: React.ReactNode;
}) {
  return (
    <div
      role="status"
      className="mx-auto flex max-w-md flex-col items-center rounded-[var(--radius-card)] bg-cream-50 px-6 py-12 text-center shadow-[var(--shadow-card)]"
    >
      <div className="mb-4 grid size-14 place-items-center rounded-full bg-cream-200 text-clay-600">{icon}</div>
      <h2 className="font-display text-xl font-semibold text-ink-900">{title}</h2>
      <p className="mt-2 text-sm text-ink-700">{text}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}

export function ProductLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useDictionary();
  return (
    <StateCard
      icon={<WifiOff aria-hidden className="size-6" />}
      title={t.products.failedTitle}
      text={t.products.failedText}
      action={
        <button className={buttonVariants()} onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
          {t.products.tryAgain}
        </button>
      }
    />
  );
}

export function ProductListEmpty({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const t = useDictionary();
  return (
    <StateCard
      icon={<PackageOpen aria-hidden className="size-6" />}
      title={t.products.emptyTitle}
      text={t.products.emptyText}
      action={
        <button className={buttonVariants({ variant: 'outline' })} onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden className={refreshing ? 'animate-spin' : undefined} />
          {t.products.refresh}
        </button>
      }
    />
  );
}
