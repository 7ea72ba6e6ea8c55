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
 * The first product photo is the page's largest paint; the app and the web fonts wait for it. The first frame after the HTML is often
 * only the background, so waiting for one frame let the app's download and start-up (long tasks
 * on a phone) run before the photo was shown; the app now waits until the photo has loaded and
 * been painted. A page without it (any other path) starts after the next frame as before.
 */
function afterFirstPhoto(run: () => void) {
  const photo = document.querySelector<HTMLImageElement>('#product-panel img');
  if (!photo || photo.complete) return afterNextPaint(run);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    afterNextPaint(run);
  };
  photo.addEventListener('load', start, { once: true });
  photo.addEventListener('error', start, { once: true });
  setTimeout(start, FIRST_PHOTO_WAIT_MS);
}

afterFirstPhoto(() => {
  void import('./load-fonts');
  void import('./boot');
});
