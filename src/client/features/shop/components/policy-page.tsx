import { useEffect, useRef } from 'react';
import { POLICY_PAGES, type PolicyKind } from '../../../../contracts/settings';
import { useShop } from '../api/get-shop';
import { SiteFooter } from './site-footer';

/** One of the shop's policies, as the owner wrote it in the workspace's settings. */
export default function PolicyPage({ kind }: { kind: PolicyKind }) {
  const shop = useShop();
  const heading = useRef<HTMLHeadingElement>(null);
  const { title } = POLICY_PAGES[kind];
  useEffect(() => {
    document.title = `${title} · Kaarigar`;
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  const text = shop.data?.policies?.[kind];
  return (
    <>
      <main className="mx-auto max-w-2xl px-4 py-8">
        <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold text-ink-900 outline-none">
          {title}
        </h1>
        {shop.isPending ? (
          <p className="mt-4 text-ink-700">Loading…</p>
        ) : text ? (
          <div className="mt-4 grid gap-3 leading-relaxed text-ink-700">
            {text.split(/\n{2,}/).map((para, i) => (
              <p key={i} className="whitespace-pre-line">
                {para}
              </p>
            ))}
          </div>
        ) : (
          <p className="mt-4 text-ink-700">The shop has not published this policy yet.</p>
        )}
        <p className="mt-8">
          <a href="/" className="font-semibold text-clay-700 underline underline-offset-4">
            Back to the store
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
