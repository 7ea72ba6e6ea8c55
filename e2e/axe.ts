import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical axe violations (WCAG 2.1 A and AA, best practice), as a readable list so a failure says what to fix. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // axe reads colours as they are at that instant: a toast still fading in, or one whose five
  // seconds run out while axe is reading the page, fails contrast for a frame or two. Judge the
  // page as a shopper who asked for reduced motion sees it (our CSS makes every animation 1 ms
  // then), once its finite animations and transitions have settled; the colours are the same.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
        null,
        { timeout: 3000 },
      )
      .catch(() => undefined);
    // axe.run in the page itself rather than runPartial plus finishRun in a blank page opened for
    // each check: about 40% quicker, the same rules and results on our pages, which have no frames.
    // What it gives up is entering cross-origin frames, so a frame axe could not enter fails below.
    let builder = new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .setLegacyMode();
    if (include) builder = builder.include(include);
    const { violations, incomplete } = await builder.analyze();
    const untestedFrames = incomplete.filter((r) => r.id === 'frame-tested');
    return [...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'), ...untestedFrames].map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
