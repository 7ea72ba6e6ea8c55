import { fetchHomeProducts } from './home-products';
import './theme.css';

/**
 * The entry's only job is to start the app once the shop is on screen. A page the server rendered
 * (the home page, a product's, a shared design's) asks for this entry only once its first product
 * photo is painted (server/http/pages/home/app-starter.ts), so until then the phone's bandwidth goes to
 * the HTML and that photo rather than to a hundred kilobytes of JavaScript, and evaluating React
 * cannot hold up the first paint, most of all on a repeat visit when the scripts come from cache.
 * Any other page (the empty shell) starts after its next frame.
 */
function afterNextPaint(run: () => void) {
  // rAF runs just before the next frame is painted; the task it queues runs just after it.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0); // a page opened in the background paints nothing yet: start at once
}

/**
 * The app. The contracts' zod schemas are not part of it any more (issue 40): the home page's
 * products are the server's own, checked by its response schema, and the schemas arrive with the
 * first request that needs one (the footer's, the cart's) once the page is live. (Splitting React
 * DOM and the app apart cost 2.6 KB of first-load budget, and React DOM's own evaluation is the
 * smaller part.)
 */
function startApp() {
  void import('./boot');
}

afterNextPaint(() => {
  // A page the server rendered (the home page) hydrates with the products it was rendered with.
  if (document.getElementById('root')?.hasChildNodes()) fetchHomeProducts();
  void import('./load-fonts');
  // Asking for scripts is itself work (a link element for each chunk): on the next turn.
  setTimeout(startApp, 0);
});
