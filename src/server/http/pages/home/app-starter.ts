import { createHash } from 'node:crypto';
import { PRIORITY_PHOTO_TIMING } from '../../../../contracts/home-page';

/** Long enough for a first photo on a slow phone network; the app must start even if it never comes. */
export const FIRST_PHOTO_WAIT_MS = 2500;

/** Vite's tag for the app's entry in the built index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * The one inline script of a page the server rendered (the home page, a product's, a shared
 * design's), in place of the tag that loads the app's entry: it asks for the entry once the first
 * product photo is on screen (Element Timing reports it painted), or after the next frame where
 * there is no photo to wait for, and at the latest after FIRST_PHOTO_WAIT_MS.
 *
 * With the tag, the browser requested the entry while it parsed the HTML, beside the photo, so the
 * entry's download and evaluation were part of what came before the largest paint: on a slow
 * phone network each request before it costs a round trip's share of the bandwidth, and Lighthouse
 * counts every request that began before it, however low its priority. The entry's own work (the
 * products' fetch, the fonts, the app's chunks) already waited for the photo.
 *
 * Plain ES5-era script on purpose: it is not bundled, so it must run as written in any browser
 * that runs the app. A page opened in the background paints nothing, so it starts at once there.
 */
function starterScript(entry: string): string {
  const photo = `#product-panel img[elementtiming="${PRIORITY_PHOTO_TIMING}"]`;
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = ${JSON.stringify(entry)};
    document.head.appendChild(app);
  }
  function afterNextPaint() {
    if (document.visibilityState !== 'visible') return start();
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var photo = document.querySelector(${JSON.stringify(photo)});
  var types = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes;
  var timed = !!types && types.indexOf('element') >= 0;
  if (!photo || !timed || document.visibilityState !== 'visible' || (photo.complete && photo.naturalWidth === 0))
    return afterNextPaint();
  var observer = new PerformanceObserver(function (list) {
    var entries = list.getEntries();
    for (var i = 0; i < entries.length; i += 1) {
      if (entries[i].element !== photo) continue;
      observer.disconnect();
      setTimeout(start, 0);
      return;
    }
  });
  observer.observe({ type: 'element', buffered: true });
  photo.addEventListener('error', afterNextPaint, { once: true });
  setTimeout(start, ${FIRST_PHOTO_WAIT_MS});
})();`;
}

/** A page with its entry's tag replaced by the starter, and the hash that lets the CSP run it. */
export interface StartedLate {
  html: string;
  /** The CSP source for the starter, `'sha256-…'`: the policy allows this exact script and no other. */
  scriptHash: string | null;
}

/**
 * `html` with the entry's tag taken out and the starter put at the end of the body (where the
 * photo it looks for is already parsed). A page without the tag is returned as it is.
 */
export function withLateAppStart(html: string): StartedLate {
  const tag = ENTRY_TAG.exec(html);
  if (!tag?.[1] || !html.includes('</body>')) return { html, scriptHash: null };
  const script = starterScript(tag[1]);
  const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  // Replacer functions: a replacement string would read $& and $' as patterns.
  const page = html.replace(tag[0], () => '').replace('</body>', () => `<script>${script}</script></body>`);
  return { html: page, scriptHash };
}
