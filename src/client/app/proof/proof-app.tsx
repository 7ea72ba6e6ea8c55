import { Logo } from '../../components/layout/logo';
import { Toaster } from '../../components/ui/toast';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { useEffect } from 'react';
import { adoptRememberedLanguage, useDictionary } from '../../lib/i18n/language';
import { ProofPage } from '../../features/proof/components/proof-page';

/** The shopper's proof link, /proof/<token>: no sign-in, the store's look, its own chunk. */
export default function ProofApp({ token }: { token: string }) {
  const t = useDictionary();
  useEffect(adoptRememberedLanguage, []);
  return (
    <>
      <header className="border-b border-cream-300/70 bg-cream-100">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <a href="/" className="flex items-center gap-2 rounded-full px-1 py-1" aria-label={t.header.home}>
            <Logo />
          </a>
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 md:py-10">
        <ProofPage token={token} />
      </main>
      <footer className="mt-8 border-t border-cream-300 px-4 py-8 text-center text-sm text-ink-500">{t.promise}</footer>
      <Toaster labels={t.toast} />
    </>
  );
}
