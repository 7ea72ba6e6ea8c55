import { PRIORITY_PHOTO_TIMING } from '../../contracts/home-page';
import { fetchHomeProducts } from './home-products';
import './theme.css';

/**
 * The page arrives rendered (see server/home-page), so the entry's only job is to start the app
 * once the shop is on screen. Until then the phone's bandwidth goes to the HTML, the first
 * images and the fonts rather than to a hundred kilobytes of JavaScript, and evaluating React
 * cannot hold up the first paint, most of all on a repeat visit when the scripts come from cache.
 */
function afterNextPaint(run: () => void) {
  // rAF runs just before the next frame is painted; the task it queues runs just after it.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0); // a page opened in the background paints nothing yet: start at once
}

/** Long enough for a first photo on a slow phone network; the app must start even if it never comes. */
const FIRST_PHOTO_WAIT_MS = 2500;

/**
 * Calls `run` once the browser reports the photo painted (Element Timing), where it can: a frame's
 * requestAnimationFrame runs before that frame reaches the screen, and with slow raster the app's
 * downloads then began before the photo was visible. Elsewhere, after the next frame as before.
 */
function afterPainted(photo: HTMLImageElement, run: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return afterNextPaint(run);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === photo))
      return;
    observer.disconnect();
    setTimeout(run, 0);
  });
  // buffered: the photo may have been painted before this module ran.
  observer.observe({ type: 'element', buffered: true });
}

/**
 * The first product photo is the page's largest paint; the app and the web fonts wait until it
 * is on screen. The first frame after the HTML is often only the background, so starting after one
 * frame let the app's download and start-up (long tasks on a phone) run before the photo was shown.
 * A page without it (any other path) starts after the next frame. The app always starts within
 * FIRST_PHOTO_WAIT_MS, photo or not.
 */
function afterFirstPhoto(run: () => void) {
  const photo = document.querySelector<HTMLImageElement>(
    `#product-panel img[elementtiming="${PRIORITY_PHOTO_TIMING}"]`,
  );
  // A page opened in the background paints nothing, so there is no photo to wait for yet.
  if (!photo || document.visibilityState !== 'visible') return afterNextPaint(run);
  // A photo that already failed paints nothing and fires no more events.
  if (photo.complete && photo.naturalWidth === 0) return afterNextPaint(run);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  afterPainted(photo, start);
  photo.addEventListener('error', () => afterNextPaint(start), { once: true });
  setTimeout(start, FIRST_PHOTO_WAIT_MS);
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

afterFirstPhoto(() => {
  // A page the server rendered (the home page) hydrates with the products it was rendered with.
  if (document.getElementById('root')?.hasChildNodes()) fetchHomeProducts();
  void import('./load-fonts');
  // Asking for scripts is itself work (a link element for each chunk): on the next turn.
  setTimeout(startApp, 0);
});
