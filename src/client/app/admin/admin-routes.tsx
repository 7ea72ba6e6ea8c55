import { lazy } from 'react';
import { EmptyState } from '../../components/admin/query-states';
import { PageHeading } from '../../components/admin/page-heading';
import { OrderByLinePage } from '../../features/admin/orders/components/order-by-line-page';
import { OrderPage } from '../../features/admin/orders/components/order-page';
import { OrdersPage } from '../../features/admin/orders/components/orders-page';
import { BatchPage } from '../../features/admin/queue/components/batch-page';
import { QueuePage } from '../../features/admin/queue/components/queue-page';
import { OutboxPage } from '../../features/admin/outbox/components/outbox-page';
import { SettingsPage } from '../../features/admin/settings/components/settings-page';
import { PaymentSettingsPage } from '../../features/admin/payments/components/payment-settings-page';
import type { NavItem } from './admin-layout';

// The charts library is large; only the insights page pulls it in.
const InsightsPage = lazy(() => import('../../features/admin/insights/components/insights-page'));
// Buyers' reviews with their photos: the owner's own chunk.
const ReviewsPage = lazy(() => import('../../features/admin/reviews/components/reviews-page'));
// Codes and offers: the owner's own chunk.
const CouponsPage = lazy(() => import('../../features/admin/coupons/components/coupons-page'));
// Claims with their evidence and the decision form: the owner's own chunk.
const ClaimsRoutes = lazy(() => import('../../features/admin/claims/components/claims-routes'));
// The studio (editor, warp maths) is for the owner alone, so it loads only when opened.
const StudioRoutes = lazy(() => import('../../features/admin/products/components/studio-routes'));

const OWNER_NAV: NavItem[] = [
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/claims', label: 'Claims' },
  { href: '/admin/queue', label: 'Maker queue' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/insights', label: 'Insights' },
  { href: '/admin/coupons', label: 'Coupons' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/messages', label: 'Messages' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/payments', label: 'Payments' },
];
const MAKER_NAV: NavItem[] = [{ href: '/admin/queue', label: 'Maker queue' }];

export const navFor = (role: string): NavItem[] => (role === 'owner' ? OWNER_NAV : MAKER_NAV);
export const homeFor = (role: string): string => (role === 'owner' ? '/admin/orders' : '/admin/queue');

/** Which page a workspace path shows; pages a role may not use are not offered, only explained. */
export function AdminRoutes({ pathname, role }: { pathname: string; role: string }) {
  const owner = role === 'owner';
  if (pathname === '/admin/queue') return <QueuePage />;
  if (pathname === '/admin/queue/batch') return <BatchPage />;
  if (pathname === '/admin/messages' || pathname === '/admin/settings') {
    if (!owner) return <OwnerOnly />;
    return pathname === '/admin/messages' ? <OutboxPage /> : <SettingsPage />;
  }
  const byLine = /^\/admin\/orders\/by-line\/([^/]+)$/.exec(pathname);
  if (byLine?.[1]) {
    if (!owner) return <OwnerOnly />;
    return <OrderByLinePage key={byLine[1]} clientItemId={decodeURIComponent(byLine[1])} />;
  }
  if (pathname === '/admin/claims' || pathname.startsWith('/admin/claims/'))
    return owner ? <ClaimsRoutes pathname={pathname} /> : <OwnerOnly />;
  if (pathname === '/admin/coupons') return owner ? <CouponsPage /> : <OwnerOnly />;
  if (pathname === '/admin/reviews') return owner ? <ReviewsPage /> : <OwnerOnly />;
  if (pathname === '/admin/payments') return owner ? <PaymentSettingsPage /> : <OwnerOnly />;
  if (pathname === '/admin/products' || pathname.startsWith('/admin/products/'))
    return owner ? <StudioRoutes pathname={pathname} /> : <OwnerOnly />;
  const order = /^\/admin\/orders\/([^/]+)$/.exec(pathname);
  if (pathname === '/admin/orders' || order || pathname === '/admin/insights') {
    if (!owner) return <OwnerOnly />;
    if (order?.[1]) return <OrderPage key={order[1]} orderId={decodeURIComponent(order[1])} />;
    return pathname === '/admin/insights' ? <InsightsPage /> : <OrdersPage />;
  }
  return (
    <div className="space-y-6">
      <PageHeading title="Page not found" />
      <EmptyState title="There is no workspace page here">Use the menu above to find your way.</EmptyState>
    </div>
  );
}

function OwnerOnly() {
  return (
    <div className="space-y-6">
      <PageHeading title="Owner only" />
      <EmptyState title="This page is for the shop owner">
        Your maker account works from the production queue. Open <strong>Maker queue</strong> above.
      </EmptyState>
    </div>
  );
}
