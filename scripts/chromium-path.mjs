import { existsSync } from 'node:fs';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell: the same browser build
 * without the desktop browser around it). On 2 cores the journeys are CPU-bound, and in the shell
 * they take about 40% less time than in the full browser in headless mode, which spends it on its
 * desktop parts and software compositing; a page with no script at all shows 100-300 ms of
 * blocking time in Lighthouse there, and none in the shell.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the journeys and the benches drive: CHROME_PATH when set, else the headless shell
 * when it is installed, else Debian's chromium. Never a downloaded browser.
 */
export function chromiumPath() {
  return process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}
