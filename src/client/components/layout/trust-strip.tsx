import { Gem, Hand, Palette } from 'lucide-react';
import { useDictionary } from '../../lib/i18n/language';

/** The spec's tagline: Dream it, Buy it / Handcrafted / 100% Customizable. */
export function TrustStrip() {
  const t = useDictionary();
  const items = [
    { icon: Palette, text: t.trust.dream },
    { icon: Hand, text: t.trust.handcrafted },
    { icon: Gem, text: t.trust.customizable },
  ];
  return (
    <div className="bg-ink-900 text-cream-100">
      <ul
        aria-label={t.trust.label}
        className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 text-[0.72rem] font-medium sm:justify-center sm:gap-10 sm:text-sm"
      >
        {items.map(({ icon: Icon, text }, i) => (
          <li
            key={text}
            className={`flex items-center gap-1.5 whitespace-nowrap ${i > 0 ? "sm:before:mr-3 sm:before:text-saffron-400 sm:before:content-['/']" : ''}`}
          >
            <Icon aria-hidden className="size-3.5 text-saffron-400" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
