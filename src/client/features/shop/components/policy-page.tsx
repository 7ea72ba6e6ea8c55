import { useEffect, useRef } from 'react';
import type { PolicyKind } from '../../../../contracts/shop';
import type { Dictionary } from '../../../lib/i18n/en';
import { useShop } from '../api/get-shop';

/**
 * One of the shop's policies, as the owner wrote it in the workspace's settings, framed in the
 * shopper's language. The storefront hands its strings down (and shows the footer below): this
 * page importing the language module itself made the bundler split that module out of the
 * first-load chunk, half a kilobyte more for every shopper.
 */
export default function PolicyPage({ kind, t }: { kind: PolicyKind; t: Dictionary }) {
  const shop = useShop();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t.footer.policyTitles[kind];
  useEffect(() => {
    document.title = `${title} · Kaarigar`;
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  const text = shop.data?.policies?.[kind];
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold text-ink-900 outline-none">
        {title}
      </h1>
      {shop.isPending ? (
        <p role="status" className="mt-4 text-ink-700">
          {t.policyPage.loading}
        </p>
      ) : text ? (
        <div className="mt-4 grid gap-3 leading-relaxed text-ink-700">
          {text.split(/\n{2,}/).map((para, i) => (
            <p key={i} className="whitespace-pre-line">
              {para}
            </p>
          ))}
        </div>
      ) : (
        <p className="mt-4 text-ink-700">{t.policyPage.unpublished}</p>
      )}
      <p className="mt-8">
        <a href="/" className="font-semibold text-clay-700 underline underline-offset-4">
          {t.policyPage.back}
        </a>
      </p>
    </main>
  );
}
