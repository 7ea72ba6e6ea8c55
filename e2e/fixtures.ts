import { expect, test as base } from '@playwright/test';

/**
 * The home page arrives rendered by the server, so its buttons are on screen before React has
 * taken them over. A shopper's early tap is the app's problem to handle; a test's is not a fair
 * question, so every navigation here waits until the app says it is live. Pages without the app
 * (the hosted checkout) do not wait.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const waitForApp = () =>
      page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp();
      return response;
    };
    await use(page);
  },
});

export { expect };
