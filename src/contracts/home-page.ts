/**
 * The server renders the home page with the default tab's products and hands the same list to
 * the browser in a JSON data block with this id, so hydration starts from what is on screen
 * instead of fetching it again. A data block is not a script: the CSP stays free of inline code.
 */
export const INITIAL_PRODUCTS_ELEMENT_ID = 'kg-initial-products';

/**
 * JSON safe inside a <script type="application/json"> element: '<' is escaped so no product text
 * can close the element or open a comment. (U+2028/9 are valid in JSON and in HTML.)
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The Element Timing name (`elementtiming`) of the first product photos. The browser reports when
 * they are actually on screen, and the app's start waits for that report (client/app/main.tsx).
 */
export const PRIORITY_PHOTO_TIMING = 'priority-photo';
