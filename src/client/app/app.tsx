import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_CATEGORY, type Category, type Product } from '../../contracts/products';
import { Hero } from '../components/layout/hero';
import { NotFound } from '../components/layout/not-found';
import { PageLoading } from '../components/layout/page-loading';
import { SiteHeader } from '../components/layout/site-header';
import { TrustStrip } from '../components/layout/trust-strip';
import { CategoryTabs } from '../features/catalog/components/category-tabs';
import { SiteFooter } from '../features/shop/components/site-footer';
import { policyKindOf } from '../features/shop/policy-kind';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { track } from '../lib/analytics';
import { navigate, usePathname } from '../lib/router';
import { reconcileStoredCart } from '../lib/cart/cart-actions';
import { useStoredCart } from '../lib/stored-cart';
import { adoptRememberedLanguage, useDictionary } from '../lib/i18n/language';

// Everything behind a tap loads on demand, so the first page stays small on a phone.
const CustomizeSheet = lazy(() => import('../features/customize/customize-sheet'));
const SearchDialog = lazy(() => import('../features/search/search-dialog'));
const MobileMenu = lazy(() => import('../components/layout/mobile-menu'));
const CartDrawer = lazy(() => import('../features/cart/components/cart-drawer'));
const Toaster = lazy(() => import('../components/ui/toast').then((m) => ({ default: m.Toaster })));
// The owner's workspace and the shopper's proof page are their own chunks: the home page never loads them.
const AdminApp = lazy(() => import('./admin/admin-app'));
const ProofApp = lazy(() => import('./proof/proof-app'));
const ReviewApp = lazy(() => import('./review/review-app'));
const PolicyPage = lazy(() => import('../features/shop/components/policy-page'));

export function App() {
  const pathname = usePathname();

  useEffect(() => {
    // Says the page is live (server markup hydrated, or rendered here): browser tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminApp pathname={pathname} />
      </Suspense>
    );
  }
  if (pathname.startsWith('/proof/')) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ProofApp token={decodeURIComponent(pathname.slice('/proof/'.length))} />
      </Suspense>
    );
  }
  if (pathname.startsWith('/review/')) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ReviewApp token={decodeURIComponent(pathname.slice('/review/'.length))} />
      </Suspense>
    );
  }
  return <Storefront pathname={pathname} />;
}

function Storefront({ pathname }: { pathname: string }) {
  const t = useDictionary();
  const cart = useStoredCart();
  const [category, setCategory] = useState<Category>(DEFAULT_CATEGORY);
  const [customizing, setCustomizing] = useState<Product | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  // Toasts only come from panels that load on demand, so their region loads with the first panel
  // and then stays, because a toast may outlive the panel that raised it.
  const [panelsUsed, setPanelsUsed] = useState(false);
  if (!panelsUsed && (customizing || cartOpen || searchOpen)) setPanelsUsed(true);

  useEffect(() => {
    void reconcileStoredCart();
    // The server rendered the cookie's language; a choice kept only in storage is applied now.
    adoptRememberedLanguage();
  }, []);

  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);

  const policy = policyKindOf(pathname);
  const chooseCategory = (next: Category) => {
    if (next !== category) track('product_tab_tap', { category: next });
    setCategory(next);
  };

  return (
    <>
      <a
        href="#product-panel"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink-900 focus:px-4 focus:py-2 focus:text-cream-50"
      >
        {t.header.skipToProducts}
      </a>
      <SiteHeader
        cartLineCount={cart.items.length}
        onOpenCart={() => setCartOpen(true)}
        onOpenSearch={() => setSearchOpen(true)}
        onOpenMenu={() => setMenuOpen(true)}
      />
      {pathname === '/' ? (
        <>
          <TrustStrip />
          <main>
            <Hero />
            <CategoryTabs active={category} onChange={chooseCategory} />
            <ProductGrid category={category} onCustomize={setCustomizing} />
          </main>
          <SiteFooter />
        </>
      ) : policy ? (
        <Suspense fallback={<PageLoading />}>
          <PolicyPage kind={policy} />
        </Suspense>
      ) : (
        <NotFound onHome={() => navigate('/')} />
      )}
      <Suspense fallback={null}>
        {customizing ? <CustomizeSheet product={customizing} onClose={() => setCustomizing(null)} /> : null}
        {searchOpen ? <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} onChoose={setCustomizing} /> : null}
        {cartOpen ? <CartDrawer open={cartOpen} onOpenChange={setCartOpen} /> : null}
        {panelsUsed ? <Toaster /> : null}
        {menuOpen ? (
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} active={category} onSelect={chooseCategory} />
        ) : null}
      </Suspense>
    </>
  );
}
