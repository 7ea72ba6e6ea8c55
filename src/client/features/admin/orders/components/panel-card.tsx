import { useId } from 'react';
import type * as React from 'react';

/** A titled card in the order page's side column; the title names the region for screen readers. */
export function PanelCard({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)] md:p-5"
    >
      <h2 id={id} className="mb-3 font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
