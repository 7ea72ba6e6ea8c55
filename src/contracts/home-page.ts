/**
 * The products the server renders the home page with: the default tab's (server/home-page), at the
 * URL the API answers them on. The page does not carry them as data: they would push the document
 * past what the network's first round trip delivers (TCP's initial window, about 14 KB), which
 * delays the first paint on a slow phone network by a whole round trip. The app fetches them from
 * here beside its own code, once the first photo is on screen, and hydrates with them.
 * Kept free of zod, so the app's tiny entry can use it.
 */
export const HOME_PRODUCTS_URL = '/api/products?category=Mugs';

/**
 * The Element Timing name (`elementtiming`) of the first product photos. The browser reports when
 * they are actually on screen, and the app waits for that report (server/http/pages/home/app-starter.ts).
 */
export const PRIORITY_PHOTO_TIMING = 'priority-photo';
