import { LogOut } from 'lucide-react';
import type * as React from 'react';
import { AppLink } from '../../components/layout/app-link';
import { Logo } from '../../components/layout/logo';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export interface NavItem {
  href: string;
  label: string;
  /** How many new things wait there (the Orders tab's new orders, the Claims tab's undecided claims); none shown at 0. */
  badge?: number;
}

/**
 * The workspace's frame: the shop's mark, the pages this role may use, who is signed in and a
 * sign-out (and, for an owner, a sign-out everywhere at the foot of each page). The nav is a row of
 * tabs under the header at every width: thumb-reachable and scrollable on a phone, wrapped on a
 * wider screen, where nine pages in the header's own row pushed the name and Sign out off it.
 */
export function AdminLayout({
  nav,
  pathname,
  username,
  role,
  onSignOut,
  onSignOutEverywhere,
  signingOut,
  notices = [],
  children,
}: {
  nav: NavItem[];
  pathname: string;
  username: string;
  role: string;
  onSignOut: () => void;
  /** Owners only: ends every session of the account, on every device. */
  onSignOutEverywhere?: () => void;
  signingOut: boolean;
  /** Set-up the shop still needs (the server's words), above every page until it is done. */
  notices?: string[];
  children: React.ReactNode;
}) {
  const links = nav.map((item) => {
    const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
    return (
      <AppLink
        key={item.href}
        href={item.href}
        aria-current={current ? 'page' : undefined}
        aria-label={item.badge ? `${item.label}, ${item.badge} new` : undefined}
        className={cn(
          'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
          current ? 'bg-ink-900 text-cream-50' : 'text-ink-700 hover:bg-cream-200 hover:text-ink-900',
        )}
      >
        {item.label}
        {item.badge ? (
          <span
            aria-hidden
            className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-clay-600 px-1.5 text-xs leading-5 text-cream-50"
          >
            {item.badge}
          </span>
        ) : null}
      </AppLink>
    );
  });
  return (
    <div className="min-h-dvh bg-cream-100">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink-900 focus:px-4 focus:py-2 focus:text-cream-50"
      >
        Skip to content
      </a>
      {/* Sticky on a phone, where the page scrolls under a short header; on a wider screen it
          scrolls away, so its second row (the nav, nine pages for an owner) never covers the
          product studio's photo where the owner taps. */}
      <header className="sticky top-0 z-30 border-b border-cream-300/70 bg-cream-100/95 backdrop-blur md:static">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 md:px-4">
          <AppLink href="/admin" className="flex items-center gap-2 rounded-full px-1 py-1" aria-label="Workspace home">
            <Logo />
          </AppLink>
          <span className="rounded-full bg-saffron-300 px-2.5 py-0.5 text-xs font-bold text-ink-900">Workspace</span>
          <div className="ml-auto flex items-center gap-2">
            <p className="hidden text-right text-xs leading-tight text-ink-700 sm:block">
              <span className="block font-semibold text-ink-900">{username}</span>
              {role}
            </p>
            <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
              <LogOut aria-hidden />
              Sign out
            </Button>
          </div>
        </div>
        {/* One row of tabs: scrolled sideways on a phone, wrapped on a wider screen. */}
        <nav
          aria-label="Workspace"
          className="mx-auto scrollbar-none flex max-w-6xl gap-1 overflow-x-auto px-3 pb-2 md:flex-wrap md:overflow-visible md:px-4"
        >
          {links}
        </nav>
      </header>
      <main id="admin-main" className="mx-auto max-w-6xl px-3 py-5 md:px-4 md:py-8">
        {notices.map((notice) => (
          <p
            key={notice}
            role="note"
            data-testid="setup-notice"
            className="mb-4 rounded-2xl border border-saffron-500 bg-saffron-300/40 px-4 py-3 text-sm break-words text-ink-900"
          >
            {notice}
          </p>
        ))}
        {children}
      </main>
      {onSignOutEverywhere && (
        <footer className="mx-auto max-w-6xl px-3 pb-8 md:px-4">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cream-300 bg-cream-50 p-4">
            <p id="sign-out-everywhere-help" className="max-w-prose text-sm text-ink-700">
              A phone lost, or signed in somewhere you no longer use? End every session of your account, on every
              device, this one too.
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={onSignOutEverywhere}
              disabled={signingOut}
              aria-describedby="sign-out-everywhere-help"
            >
              <LogOut aria-hidden />
              Sign out everywhere
            </Button>
          </div>
        </footer>
      )}
    </div>
  );
}
