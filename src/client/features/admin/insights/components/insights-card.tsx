import { useId } from 'react';
import type * as React from 'react';

export function InsightsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)] md:p-6"
    >
      <h2 id={id} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-700">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
