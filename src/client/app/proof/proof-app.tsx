import { Logo } from '../../components/layout/logo';
import { Toaster } from '../../components/ui/toast';
import { ProofPage } from '../../features/proof/components/proof-page';

/** The shopper's proof link, /proof/<token>: no sign-in, the store's look, its own chunk. */
export default function ProofApp({ token }: { token: string }) {
  return (
    <>
      <header className="border-b border-cream-300/70 bg-cream-100">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <a href="/" className="flex items-center gap-2 rounded-full px-1 py-1" aria-label="Kaarigar home">
            <Logo />
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 md:py-10">
        <ProofPage token={token} />
      </main>
      <footer className="mt-8 border-t border-cream-300 px-4 py-8 text-center text-sm text-ink-500">
        Hand-finished after your approval • From 800+ Indian artists
      </footer>
      <Toaster />
    </>
  );
}
