import { useEffect, useRef } from 'react';
import type * as React from 'react';

/**
 * A page's one h1. It sets the document title and takes focus when the page opens, so a screen
 * reader hears where it landed after an in-app navigation and Tab starts from the page's top.
 */
export function PageHeading({
  title,
  children,
  focusOnMount = true,
}: {
  title: string;
  children?: React.ReactNode;
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Kaarigar workspace`;
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [title, focusOnMount]);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h1 ref={ref} tabIndex={-1} className="font-display text-2xl font-semibold text-ink-900 outline-none md:text-3xl">
        {title}
      </h1>
      {children}
    </div>
  );
}
