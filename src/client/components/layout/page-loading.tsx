/** What a page on demand shows while its chunk or its data loads; announced politely. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[50dvh] place-items-center px-4 text-sm text-ink-700">
      <div className="flex items-center gap-3">
        <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-cream-300 border-t-clay-600" />
        {label}
      </div>
    </div>
  );
}
