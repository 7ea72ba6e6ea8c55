import './theme.css';

/**
 * The page arrives rendered (see server/home-page), so the entry's only job is to start the app
 * once that page is on screen. Until then the phone's bandwidth goes to the HTML, the first
 * images and the fonts rather than to a hundred kilobytes of JavaScript, and evaluating React
 * cannot hold up the first paint, most of all on a repeat visit when the scripts come from cache.
 */
function afterNextPaint(run: () => void) {
  // rAF runs just before the next frame is painted; the task it queues runs just after it.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0); // a page opened in the background paints nothing yet: start at once
}

afterNextPaint(() => void import('./boot'));
