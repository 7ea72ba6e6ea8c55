/** The Kaarigar mark: a potter's arch over a saffron bead, and the wordmark. */
export function Logo() {
  return (
    <>
      <svg viewBox="0 0 64 64" aria-hidden className="size-8">
        <rect width="64" height="64" rx="16" fill="var(--color-clay-600)" />
        <path
          d="M19 45c0-11 4.5-23 13-27 8.5 4 13 16 13 27"
          fill="none"
          stroke="var(--color-cream-50)"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="32" cy="46" r="4.5" fill="var(--color-saffron-400)" />
      </svg>
      <span className="font-display text-[1.35rem] leading-none font-semibold tracking-tight text-ink-900">
        Kaarigar
      </span>
    </>
  );
}
