import { Compass } from 'lucide-react';
import { Button } from '../ui/button';

/** The generic fallback card for any path other than '/'. */
export function NotFound({ onHome }: { onHome: () => void }) {
  return (
    <main className="grid min-h-[70dvh] place-items-center px-4">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-cream-50 p-8 text-center shadow-[var(--shadow-card)]">
        <Compass aria-hidden className="mx-auto mb-4 size-10 text-clay-600" />
        <h1 className="font-display text-2xl font-semibold text-ink-900">404 Page Not Found</h1>
        <p className="mt-3 text-sm text-ink-700">Did you forget to add the page to the router?</p>
        <Button className="mt-6" onClick={onHome}>
          Back to the shop
        </Button>
      </div>
    </main>
  );
}
