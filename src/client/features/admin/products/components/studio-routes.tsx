import { NewProductPage, ProductPage } from './product-page';
import { ProductsPage } from './products-page';

/** The studio's pages under /admin/products: the list, a new product, one product. */
export default function StudioRoutes({ pathname }: { pathname: string }) {
  if (pathname === '/admin/products/new') return <NewProductPage />;
  const one = /^\/admin\/products\/([^/]+)$/.exec(pathname);
  if (one?.[1]) return <ProductPage key={one[1]} productId={decodeURIComponent(one[1])} />;
  return <ProductsPage />;
}
