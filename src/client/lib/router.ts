import { useSyncExternalStore } from 'react';

/**
 * The store has one real route, the workspace a handful, so a full router library would be dead
 * weight: this follows the History API and notifies on every change.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const l of listeners) l();
}

/**
 * The server renders the shop's page as '/' and sends it for a product's or a design's link too
 * (/p/<handle>, /d/<token>), which draw the same page with a sheet over it. Taking over such a page,
 * the app starts from its real address: started from '/', it drew the whole page again at once
 * when it found the address had changed, a 30 ms task on a phone.
 */
const serverPathname = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname, serverPathname);
}

/** The query string ('' or '?a=b'): the workspace keeps its filters there so Back and a shared link keep them. */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}
