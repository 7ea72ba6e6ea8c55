import { ChevronRight } from 'lucide-react';
import { CATEGORIES, type Category } from '../../../contracts/categories';
import { cn } from '../../lib/cn';
import { useDictionary } from '../../lib/i18n/language';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet';
import { Logo } from './logo';

/** The menu: every category, and the shop's promise. Choosing a category switches the tab. */
export default function MobileMenu({
  open,
  onOpenChange,
  active,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: Category;
  onSelect: (c: Category) => void;
}) {
  const t = useDictionary();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" closeLabel={t.menu.close} className="p-5">
        <div className="flex items-center gap-2 pr-12">
          <Logo />
        </div>
        <SheetTitle className="mt-8 text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase">
          {t.menu.title}
        </SheetTitle>
        <SheetDescription className="sr-only">{t.menu.description}</SheetDescription>
        <nav aria-label={t.menu.nav} className="mt-3">
          <ul className="space-y-1">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <button
                  type="button"
                  aria-current={category === active ? 'page' : undefined}
                  onClick={() => {
                    onSelect(category);
                    onOpenChange(false);
                  }}
                  className={cn(
                    'flex w-full items-center justify-between rounded-2xl px-4 py-3.5 text-left font-display text-lg font-semibold transition-colors',
                    category === active ? 'bg-cream-200 text-clay-700' : 'text-ink-900 hover:bg-cream-100',
                  )}
                >
                  {t.categories[category]}
                  <ChevronRight aria-hidden className="size-5 text-ink-500" />
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-auto rounded-2xl bg-cream-200 p-4 text-sm text-ink-700">{t.promise}</p>
      </SheetContent>
    </Sheet>
  );
}
