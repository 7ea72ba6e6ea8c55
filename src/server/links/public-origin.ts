import type { AppConfig } from '../platform/config';

/**
 * The shop's public origin: every link the shop sends or shows (proofs, order pages, pay on
 * delivery confirmations, payment returns, review requests, link previews, canonical links, the
 * sitemap) is made from it, and from nothing else. Only from configuration: a crawler's, a
 * shopper's or an attacker's Host or X-Forwarded-Host header must never decide where a link the
 * shop sends points, and the rendered pages are cached for everyone. Without PUBLIC_URL (allowed
 * only outside production, config.ts) it is this machine on its port, right for a try-out on the
 * machine itself and nowhere else, which is why the workspace warns while it is unset
 * (publicUrlNotice).
 */
export function publicOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return configuredOrigin(config) ?? `http://localhost:${config.PORT}`;
}

/**
 * PUBLIC_URL's origin, or null when it is unset: for the messages that go without their link
 * rather than with one to this machine (a review request, the order page link in a message).
 */
export function configuredOrigin(config: Pick<AppConfig, 'PUBLIC_URL'>): string | null {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null;
}

/** What the workspace says to the owner while PUBLIC_URL is unset; null once it is set. */
export function publicUrlNotice(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string | null {
  if (config.PUBLIC_URL) return null;
  return (
    `PUBLIC_URL is not set, so every link the shop sends (proofs, order pages, pay on delivery ` +
    `confirmations, link previews) points at ${publicOrigin(config)}, which only this computer can open, ` +
    `and no review request is sent. Set PUBLIC_URL to the shop's address (in .env) and restart the store.`
  );
}
