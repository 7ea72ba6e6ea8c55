import { HOME_PRODUCTS_URL } from '../../contracts/home-page';

let pending: Promise<unknown> | undefined;

/** Starts fetching the products the home page was rendered with, beside the app's own download. */
export function fetchHomeProducts(): void {
  pending ??= fetch(HOME_PRODUCTS_URL, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
    .catch(() => null);
}

/** Those products as the API sent them (unchecked), or null when they were not fetched or failed. */
export function homeProducts(): Promise<unknown> {
  return pending ?? Promise.resolve(null);
}
