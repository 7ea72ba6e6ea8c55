import { useRef } from 'react';
import { CATEGORIES, type Category } from '../../../../contracts/categories';
import { cx } from '../../../lib/cx';
import { useDictionary } from '../../../lib/i18n/language';

/** Horizontally scrollable tabs; arrow keys move between them as a tablist should. */
export function CategoryTabs({ active, onChange }: { active: Category; onChange: (c: Category) => void }) {
  const t = useDictionary();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (from: number, delta: number) => {
    const next = (from + delta + CATEGORIES.length) % CATEGORIES.length;
    const category = CATEGORIES[next];
    if (!category) return;
    onChange(category);
    refs.current[next]?.focus();
  };
  return (
    <div className="sticky top-[3.75rem] z-20 border-b border-cream-300/70 bg-cream-100/95 md:top-16">
      <div
        role="tablist"
        aria-label={t.tabsLabel}
        className="mx-auto scrollbar-none flex max-w-6xl gap-1 overflow-x-auto px-4 md:px-6"
      >
        {CATEGORIES.map((category, i) => {
          const selected = category === active;
          return (
            <button
              key={category}
              ref={(el) => {
                refs.current[i] = el;
              }}
              role="tab"
              type="button"
              id={`tab-${i}`}
              aria-selected={selected}
              aria-controls="product-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(category)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') move(i, 1);
                if (e.key === 'ArrowLeft') move(i, -1);
              }}
              className={cx(
                'relative shrink-0 px-4 py-3.5 text-[0.95rem] font-semibold whitespace-nowrap transition-colors',
                selected ? 'text-clay-700' : 'text-ink-500 hover:text-ink-900',
              )}
            >
              {t.categories[category]}
              <span
                aria-hidden
                data-active={selected}
                className={cx(
                  'absolute inset-x-3 bottom-0 h-[3px] rounded-full bg-clay-600 transition-transform duration-200',
                  selected ? 'scale-x-100' : 'scale-x-0',
                )}
              />
            </button>
          );
        })}
      </div>
    </div>
  );
}
