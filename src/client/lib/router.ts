import { useSyncExternalStore } from 'react';

/**
 * The app has one real route and a not-found page, so a full router library would be dead
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

export function navigate(to: string): void {
  window.history.pushState(null, '', to);
  for (const l of listeners) l();
}

export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}
