import { Compass } from 'lucide-react';
import { useDictionary } from '../../lib/i18n/language';
import { buttonVariants } from '../ui/button-variants';

/** The generic fallback card for any path other than '/'; a gone design link says so in its place. */
export function NotFound({ onHome, message }: { onHome: () => void; message?: string }) {
  const t = useDictionary();
  return (
    <main className="grid min-h-[70dvh] place-items-center px-4">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-cream-50 p-8 text-center shadow-[var(--shadow-card)]">
        <Compass aria-hidden className="mx-auto mb-4 size-10 text-clay-600" />
        <h1 className="font-display text-2xl font-semibold text-ink-900">{message ?? t.notFound.title}</h1>
        {message ? null : <p className="mt-3 text-sm text-ink-700">{t.notFound.hint}</p>}
        <button className={buttonVariants({ className: 'mt-6' })} onClick={onHome}>
          {t.notFound.home}
        </button>
      </div>
    </main>
  );
}
