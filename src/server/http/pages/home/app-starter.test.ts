// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PHOTO_WAIT_MS, withLateAppStart } from './app-starter';

const SHELL = `<!doctype html><html><head><title>Kaarigar</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root">ROOT</div></body></html>`;
const PHOTO = '<div id="product-panel"><img elementtiming="priority-photo" src="/images/mug/320.avif" alt="Mug"></div>';

interface ObserverEntry {
  callback: (list: { getEntries(): unknown[] }) => void;
  live: boolean;
}

/** A PerformanceObserver that has Element Timing (jsdom has none), with the paints a test reports. */
function elementTiming() {
  const observers: ObserverEntry[] = [];
  class ElementTimingObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    private readonly entry: ObserverEntry;
    constructor(callback: ObserverEntry['callback']) {
      this.entry = { callback, live: false };
    }
    observe() {
      this.entry.live = true;
      observers.push(this.entry);
    }
    disconnect() {
      this.entry.live = false;
    }
  }
  return {
    ElementTimingObserver,
    report: (element: Element) => {
      for (const o of observers.filter((x) => x.live)) o.callback({ getEntries: () => [{ element }] });
    },
    observing: () => observers.filter((x) => x.live).length,
  };
}

/** A page's window: jsdom's, from the JSDOM class vitest's environment made its own window with. */
type PageWindow = Window & typeof globalThis & { eval(code: string): unknown };
const JSDOM = (
  globalThis as unknown as { jsdom: { constructor: new (html: string, options: object) => { window: PageWindow } } }
).jsdom.constructor;

let open: PageWindow | undefined;
afterEach(() => open?.close());

/**
 * The starter's page in a window of its own, its one inline script run as a browser runs it
 * (after the fakes a test asks for: a PerformanceObserver that has Element Timing, which jsdom
 * lacks, or a page opened in the background).
 */
function pageWith(root: string, { timing = false, hidden = false } = {}) {
  const { html } = withLateAppStart(SHELL.replace('ROOT', root));
  const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
  const window = new JSDOM(html.replace(`<script>${script}</script>`, ''), {
    pretendToBeVisual: true,
    runScripts: 'outside-only',
  }).window;
  open?.close();
  open = window;
  const fake = elementTiming();
  if (timing) Object.defineProperty(window, 'PerformanceObserver', { value: fake.ElementTimingObserver });
  if (hidden) Object.defineProperty(window.document, 'visibilityState', { value: 'hidden' });
  // jsdom loads no image: the photo is still on its way, as it is on a phone's network.
  const img = window.document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: false });
  window.eval(script);
  return {
    ...fake,
    appTags: () =>
      [...window.document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => [
        s.getAttribute('src'),
        s.crossOrigin,
      ]),
    photo: () => window.document.querySelector('img')!,
    panel: () => window.document.getElementById('product-panel')!,
    error: () => window.document.querySelector('img')!.dispatchEvent(new window.Event('error')),
  };
}

const APP = ['/assets/index-abc.js', ''];
const turns = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("the page's app starter", () => {
  it("takes the entry's tag out of the page and puts one inline script, named by its hash, at the end of the body", () => {
    const { html, scriptHash } = withLateAppStart(SHELL);
    expect(html).not.toContain('src="/assets/index-abc.js"');
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![0].startsWith('<script>')).toBe(true);
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(scriptHash).toBe(`'sha256-${createHash('sha256').update(scripts[0]![1]!).digest('base64')}'`);
    expect(scripts[0]![1]).toContain('"/assets/index-abc.js"');
  });

  it('leaves a page without the entry tag as it is', () => {
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withLateAppStart(page)).toEqual({ html: page, scriptHash: null });
  });

  it('asks for the entry only once the first photo is reported painted', async () => {
    const page = pageWith(PHOTO, { timing: true });
    await turns(50);
    expect(page.appTags()).toEqual([]);
    expect(page.observing()).toBe(1);
    // Another element's paint is not the photo's.
    page.report(page.panel());
    await turns(20);
    expect(page.appTags()).toEqual([]);
    page.report(page.photo());
    await turns(20);
    expect(page.appTags()).toEqual([APP]);
    expect(page.observing()).toBe(0);
    // Once: a second report adds no second tag.
    page.report(page.photo());
    await turns(20);
    expect(page.appTags()).toEqual([APP]);
  });

  it('starts after the next frame where there is no photo, or the browser cannot report its paint', async () => {
    for (const [root, timing] of [
      ['<p>No products</p>', true],
      [PHOTO, false],
    ] as const) {
      const page = pageWith(root, { timing });
      expect(page.appTags()).toEqual([]);
      await turns(60);
      expect(page.appTags()).toEqual([APP]);
    }
  });

  it('starts at once in a page opened in the background, which paints nothing', () => {
    expect(pageWith(PHOTO, { timing: true, hidden: true }).appTags()).toEqual([APP]);
  });

  it('starts after the next frame when the photo fails', async () => {
    const page = pageWith(PHOTO, { timing: true });
    page.error();
    await turns(60);
    expect(page.appTags()).toEqual([APP]);
  });

  it('starts within the time limit when the photo never paints', async () => {
    const page = pageWith(PHOTO, { timing: true });
    await turns(FIRST_PHOTO_WAIT_MS - 300);
    expect(page.appTags()).toEqual([]);
    await turns(500);
    expect(page.appTags()).toEqual([APP]);
  });
});
