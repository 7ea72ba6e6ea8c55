import { Menu, Search, ShoppingBag } from 'lucide-react';
import { useDictionary } from '../../lib/i18n/language';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

/** Logo, language, search, menu and cart. The badge counts cart lines and hides at zero. */
export function SiteHeader({
  cartLineCount,
  onOpenCart,
  onOpenSearch,
  onOpenMenu,
}: {
  cartLineCount: number;
  onOpenCart: () => void;
  onOpenSearch: () => void;
  onOpenMenu: () => void;
}) {
  const t = useDictionary();
  const iconButton =
    'relative grid size-11 place-items-center rounded-full text-ink-900 transition-colors hover:bg-cream-200';
  return (
    <header className="sticky top-0 z-30 border-b border-cream-300/70 bg-cream-100/95">
      <div className="mx-auto flex h-[3.75rem] max-w-6xl items-center gap-1 px-2 md:h-16 md:px-4">
        <button type="button" aria-label={t.header.openMenu} onClick={onOpenMenu} className={iconButton}>
          <Menu aria-hidden className="size-6" />
        </button>
        <a href="/" className="mr-auto flex items-center gap-2 rounded-full px-1 py-1" aria-label={t.header.home}>
          <Logo />
        </a>
        <LanguageSwitch />
        <button type="button" aria-label={t.header.search} onClick={onOpenSearch} className={iconButton}>
          <Search aria-hidden className="size-[1.35rem]" />
        </button>
        <button
          type="button"
          aria-label={cartLineCount > 0 ? t.header.openCartWith(cartLineCount) : t.header.openCart}
          onClick={onOpenCart}
          className={iconButton}
        >
          <ShoppingBag aria-hidden className="size-[1.35rem]" />
          {cartLineCount > 0 ? (
            <span
              data-testid="cart-badge"
              className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-clay-600 px-1 text-[0.7rem] font-bold text-cream-50 ring-2 ring-cream-100"
            >
              {cartLineCount}
            </span>
          ) : null}
        </button>
      </div>
    </header>
  );
}
