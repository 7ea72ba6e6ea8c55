// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module reads `<html lang>` when it loads, so each case loads it afresh on its own page state. */
async function freshLanguageModule(htmlLang: string) {
  document.documentElement.lang = htmlLang;
  vi.resetModules();
  return import('./language');
}

const clearCookie = () => (document.cookie = 'kaarigar_lang=; path=/; max-age=0');

describe('the remembered language', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
  });
  afterEach(clearCookie);

  it('starts in the language the server rendered, so hydration matches', async () => {
    const { currentDictionary, languageReady } = await freshLanguageModule('hi');
    await languageReady;
    expect(currentDictionary().cart.title(1)).toBe('आपका कार्ट (1)');
  });

  it('remembers a choice in storage and in the cookie the server reads, and updates <html lang>', async () => {
    const { setLanguage, currentDictionary } = await freshLanguageModule('en-IN');
    await setLanguage('hi');
    expect(localStorage.getItem('kaarigar.storefront.language')).toBe('hi');
    expect(document.cookie).toContain('kaarigar_lang=hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(currentDictionary().tabsLabel).toBe('प्रोडक्ट की श्रेणियाँ');
  });

  it('brings back a choice kept only in storage (the cookie expired)', async () => {
    localStorage.setItem('kaarigar.storefront.language', 'hi');
    const { adoptRememberedLanguage, currentDictionary } = await freshLanguageModule('en-IN');
    adoptRememberedLanguage();
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(document.cookie).toContain('kaarigar_lang=hi');
    expect(currentDictionary().header.openCart).toBe('कार्ट खोलें');
  });

  it('lets the cookie win over storage: it is what the server rendered the page in', async () => {
    localStorage.setItem('kaarigar.storefront.language', 'hi');
    document.cookie = 'kaarigar_lang=en; path=/';
    const { adoptRememberedLanguage, currentDictionary } = await freshLanguageModule('en-IN');
    adoptRememberedLanguage();
    expect(localStorage.getItem('kaarigar.storefront.language')).toBe('en');
    expect(currentDictionary().header.openCart).toBe('Open cart');
  });
});
