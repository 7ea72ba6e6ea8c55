import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Design } from '../../contracts/designs';
import { DESIGN_GONE_MESSAGE } from '../../contracts/design-messages';
import { DEFAULT_CATEGORY, type Category } from '../../contracts/categories';
import type { Product } from '../../contracts/products';
import { getProductsQueryOptions } from '../features/catalog/api/get-products';
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
import { useStoredCart } from '../lib/stored-cart';
import { adoptRememberedLanguage, useDictionary } from '../lib/i18n/language';
import { productLinkPath, shopperLinkOf } from './shopper-link';
import type { ToasterLabels } from '../components/ui/toast';

// Everything behind a tap loads on demand, so the first page stays small on a phone.
const loadCustomizeSheet = () => import('../features/customize/customize-sheet');
const CustomizeSheet = lazy(loadCustomizeSheet);
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
  const link = shopperLinkOf(pathname);
  const sheet = useLinkedSheet(pathname);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);

  useEffect(() => {
    // The stored cart is read, checked and reconciled with the server once the page is live: its
    // schema and the cart's API come in their own chunk, not in the first load.
    void import('../lib/cart/reconcile-stored-cart').then((m) => m.reconcileStoredCart());
    // The server rendered the cookie's language; a choice kept only in storage is applied now.
    adoptRememberedLanguage();
  }, []);

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
      {sheet.gone ? (
        <NotFound onHome={() => navigate('/')} message={sheet.gone === 'design' ? DESIGN_GONE_MESSAGE : undefined} />
      ) : pathname === '/' || link ? (
        <>
          <TrustStrip />
          <main>
            <Hero />
            <CategoryTabs active={category} onChange={chooseCategory} />
            <ProductGrid category={category} onCustomize={sheet.openProduct} />
          </main>
          <SiteFooter />
        </>
      ) : policy ? (
        <>
          <Suspense fallback={<PageLoading />}>
            <PolicyPage kind={policy} t={t} />
          </Suspense>
          <SiteFooter />
        </>
      ) : (
        <NotFound onHome={() => navigate('/')} />
      )}
      <DeferredSheet open={sheet.open} onClose={sheet.close} />
      <Suspense fallback={null}>
        {searchOpen ? (
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} onChoose={sheet.openProduct} />
        ) : null}
        {cartOpen ? <CartDrawer open={cartOpen} onOpenChange={setCartOpen} onReopen={sheet.openProduct} /> : null}
        <ToasterOnceUsed used={sheet.open !== null || cartOpen || searchOpen} labels={t.toast} />
        {menuOpen ? (
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} active={category} onSelect={chooseCategory} />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * The sheet, drawn at low priority, in slices the browser can answer a tap between: drawn at once,
 * its first render was a 30 ms task on a phone, when a link's product arrived or a card was tapped.
 * A link's page starts without it too: taking over the server's page is work enough for one turn.
 * Its product and design are the same objects from render to render, so they are what is deferred,
 * together (one deferred render takes both); and here, not in the storefront, so that drawing it
 * does not draw the grid again. Its own boundary: while its code loads, other panels stay up.
 */
function DeferredSheet({ open, onClose }: { open: { product: Product; design?: Design } | null; onClose: () => void }) {
  const product = useDeferredValue(open?.product ?? null, null);
  const design = useDeferredValue(open?.design, undefined);
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <CustomizeSheet product={product} design={design} onClose={onClose} />
    </Suspense>
  );
}

/**
 * Toasts only come from panels that load on demand, so their region loads with the first panel
 * and then stays, because a toast may outlive the panel that raised it. Loaded at low priority,
 * like the sheet, and counted here, so that the storefront is not drawn again for it.
 */
function ToasterOnceUsed({ used, labels }: { used: boolean; labels: ToasterLabels }) {
  const deferredUsed = useDeferredValue(used, false);
  const [once, setOnce] = useState(false);
  if (deferredUsed && !once) setOnce(true);
  return once ? <Toaster labels={labels} /> : null;
}

/**
 * The customization sheet follows the address (issue 29): a product's sheet is /p/<handle> and a
 * shared design's is /d/<token>, so either can be sent as a link and opens the shop with the sheet
 * up. A card opens its sheet at once and pushes its link; closing goes Back to where it was pushed
 * from, so the phone's Back button closes the sheet and a closed sheet leaves no entry behind.
 */
function useLinkedSheet(pathname: string) {
  const link = shopperLinkOf(pathname);
  // The product a card or a cart line opened; a cart line brings its personalisation too.
  const [clicked, setClicked] = useState<{ product: Product; design?: Design } | null>(null);
  const pushed = useRef(false);
  const inApp = useRef(false);
  const [design, setDesign] = useState<{ token: string; design: Design | null } | null>(null);
  // The first tab's list, which the page itself brings (boot.tsx), holds the product a link most
  // often names; read here, never fetched here (the grid fetches it).
  const firstTab = useQuery({ ...getProductsQueryOptions(DEFAULT_CATEGORY), enabled: false });
  const known = (handle: string) =>
    clicked?.product.handle === handle ? clicked.product : firstTab.data?.find((p) => p.handle === handle);
  // Another link opened from outside needs its product: every category's list, fetched only then.
  const needsList = link !== null && !(link.kind === 'product' && known(link.handle));
  const all = useQuery({ ...getProductsQueryOptions(), enabled: needsList });
  const designToken = link?.kind === 'design' ? link.token : null;
  const linked = link !== null;

  useEffect(() => {
    if (!linked) return;
    // A link opens its sheet as soon as its product is known: its code is asked for now, beside
    // that product's fetch. In a task of its own, too: asking adds a preload link per chunk (some
    // 25), which took 14 ms inside the render that first drew the sheet.
    // A failed fetch is the sheet's own to report, when it renders: here it is only a head start.
    const timer = setTimeout(() => void loadCustomizeSheet().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [linked]);

  useEffect(() => {
    if (!designToken) return;
    const controller = new AbortController();
    void import('../features/customize/api/get-design')
      .then(({ fetchDesign }) => fetchDesign(designToken, controller.signal))
      .then((found) => setDesign({ token: designToken, design: found }))
      .catch(() => {
        if (!controller.signal.aborted) setDesign({ token: designToken, design: null });
      });
    return () => controller.abort();
  }, [designToken]);

  useEffect(() => {
    // Opening and closing a sheet changes the address too (its link), but is not a page view.
    if (inApp.current) inApp.current = false;
    else track('page_view', { path: pathname });
  }, [pathname]);

  const byHandle = (handle: string) => known(handle) ?? all.data?.find((p) => p.handle === handle);
  let open: { product: Product; design?: Design } | null = null;
  let gone: 'product' | 'design' | null = null;
  if (link?.kind === 'product') {
    const product = byHandle(link.handle);
    if (product) open = clicked?.product === product ? clicked : { product };
    else if (all.isSuccess) gone = 'product';
  } else if (link?.kind === 'design' && design?.token === link.token) {
    const product = design.design ? byHandle(design.design.productHandle) : undefined;
    if (product && design.design) open = { product, design: design.design };
    else if (!design.design || all.isSuccess) gone = 'design';
  }

  return {
    open,
    gone,
    openProduct: (product: Product, lineDesign?: Design) => {
      setClicked({ product, design: lineDesign });
      inApp.current = true;
      pushed.current = true;
      navigate(productLinkPath(product.handle));
    },
    close: () => {
      inApp.current = true;
      if (pushed.current) {
        pushed.current = false;
        window.history.back();
      } else {
        navigate('/', { replace: true });
      }
    },
  };
}
