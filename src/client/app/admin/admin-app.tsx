import './workspace.css';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { ErrorState } from '../../components/admin/query-states';
import { PageLoading } from '../../components/layout/page-loading';
import { Toaster } from '../../components/ui/toast';
import { onSignedOut } from '../../lib/admin-api';
import { newClaimsQueryOptions } from '../../lib/new-claims';
import { navigate } from '../../lib/router';
import { getSessionQueryOptions } from '../../features/admin/auth/api/get-session';
import { useSignOut } from '../../features/admin/auth/api/sign-out';
import { SignInPage } from '../../features/admin/auth/components/sign-in-page';
import { NewOrdersNotice } from '../../features/admin/orders/components/new-orders-notice';
import { useNewOrders } from '../../features/admin/orders/hooks/use-new-orders';
import { AdminLayout } from './admin-layout';
import { AdminRoutes, homeFor, navFor } from './admin-routes';
import { nextAfterSignIn } from './next-after-sign-in';

/**
 * The workspace under /admin/*: its own chunk, loaded only here. Who is signed in decides what
 * is offered (a maker sees only the production queue); the API refuses the rest anyway.
 */
export default function AdminApp({ pathname }: { pathname: string }) {
  const session = useQuery(getSessionQueryOptions());
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut(true);
  const user = session.data?.user ?? null;
  const onLogin = pathname === '/admin/login';
  // Owners only: the orders are theirs (a maker's queue has its own page).
  const newOrders = useNewOrders(user?.role === 'owner');
  const { dismiss: seenNewOrders } = newOrders;
  // Claims waiting for a decision (issue 44): set by the same poll, read again once one is decided.
  const newClaims = useQuery({ ...newClaimsQueryOptions(), enabled: user?.role === 'owner' });
  useEffect(() => {
    if (pathname === '/admin/orders') seenNewOrders();
  }, [pathname, seenNewOrders]);

  const { refetch } = session;
  useEffect(
    () =>
      onSignedOut(() => {
        void refetch();
      }),
    [refetch],
  );

  useEffect(() => {
    if (session.isPending || session.isError) return;
    if (!user && !onLogin) {
      const next = `${window.location.pathname}${window.location.search}`;
      navigate(`/admin/login?next=${encodeURIComponent(next)}`, { replace: true });
    } else if (user && onLogin) {
      navigate(nextAfterSignIn(window.location.search, homeFor(user.role)), { replace: true });
    } else if (user && (pathname === '/admin' || pathname === '/admin/')) {
      navigate(homeFor(user.role), { replace: true });
    }
  }, [session.isPending, session.isError, user, onLogin, pathname]);

  let content: React.ReactNode;
  if (session.isPending) content = <PageLoading />;
  else if (session.isError)
    content = (
      <main className="mx-auto max-w-md px-4 py-16">
        <ErrorState error={session.error} onRetry={() => void refetch()} />
      </main>
    );
  else if (onLogin && !user) content = <SignInPage />;
  else if (!user) content = <PageLoading />;
  else
    content = (
      <AdminLayout
        nav={navFor(user.role).map((item) =>
          item.href === '/admin/orders'
            ? { ...item, badge: newOrders.count }
            : item.href === '/admin/claims'
              ? { ...item, badge: newClaims.data ?? 0 }
              : item,
        )}
        pathname={pathname}
        username={user.username}
        role={user.role}
        signingOut={signOut.isPending || signOutEverywhere.isPending}
        notices={session.data?.notices}
        onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) })}
        onSignOutEverywhere={
          user.role === 'owner'
            ? () =>
                signOutEverywhere.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) })
            : undefined
        }
      >
        <NewOrdersNotice latest={newOrders.latest} dismiss={newOrders.dismiss} />
        <Suspense fallback={<PageLoading />}>
          <AdminRoutes pathname={pathname} role={user.role} />
        </Suspense>
      </AdminLayout>
    );

  return (
    <>
      {content}
      <Toaster />
    </>
  );
}
