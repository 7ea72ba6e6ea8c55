import { Logo } from '../../components/layout/logo';
import { ReviewPageView } from '../../features/review/components/review-page';
import { useDictionary } from '../../lib/i18n/language';

/** The buyer's review link, /review/<token>: no sign-in, the store's look, its own chunk. */
export default function ReviewApp({ token }: { token: string }) {
  const t = useDictionary();
  return (
    <>
      <header className="border-b border-cream-300/70 bg-cream-100">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <a href="/" className="flex items-center gap-2 rounded-full px-1 py-1" aria-label={t.header.home}>
            <Logo />
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 md:py-10">
        <ReviewPageView token={token} />
      </main>
    </>
  );
}
