import { useDictionary } from '../../lib/i18n/language';

/** A short welcome above the tabs: what the shop is, in one breath. */
export function Hero() {
  const t = useDictionary();
  return (
    <section className="mx-auto max-w-6xl px-4 pt-6 pb-2 md:px-6 md:pt-10">
      <p className="text-xs font-semibold tracking-[0.14em] text-clay-600 uppercase">{t.hero.kicker}</p>
      <h1 className="mt-1.5 max-w-2xl font-display text-[1.85rem] leading-[1.1] font-semibold text-balance text-ink-900 md:text-5xl">
        {t.hero.title}
      </h1>
      <p className="mt-2 max-w-xl text-[0.95rem] text-ink-700 md:text-lg">{t.hero.intro}</p>
    </section>
  );
}
