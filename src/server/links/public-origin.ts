import type { AppConfig } from '../config';

/**
 * The shop's public origin for absolute URLs in link previews, canonical links and the sitemap.
 * Only from configuration: a crawler's (or an attacker's) Host header must never decide where a
 * shared page's image points, and the rendered pages are cached for everyone. Without PUBLIC_URL
 * (a shop on one machine) it is this machine on its port, which is right for a local try-out and
 * is why docs/deploy.md sets PUBLIC_URL.
 */
export function publicOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `http://localhost:${config.PORT}`;
}
