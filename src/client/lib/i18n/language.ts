import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageFromCookies,
  languageOf,
  type Language,
} from '../../../contracts/language';
import { en, type Dictionary } from './en';

export const LANGUAGE_STORAGE_KEY = 'kaarigar.storefront.language';

/**
 * English is always here; another language is its own chunk, loaded when chosen, so a shopper
 * reading English never downloads the Hindi strings (scripts/check-bundle-budget.mjs holds the
 * first load to 100 KB, and a Hindi shopper's, with them, to 106 KB).
 */
const loaded: Partial<Record<Language, Dictionary>> = { en };
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  hi: () => import('./hi').then((m) => m.hi),
};

async function load(language: Language): Promise<Dictionary> {
  const known = loaded[language];
  if (known) return known;
  return (loaded[language] = await loaders[language as Exclude<Language, 'en'>]());
}

/**
 * The language the server rendered the page in. Set around the app only by the server's render;
 * in the browser the page's own `<html lang>` says the same (see initialLanguage).
 */
export const ServerLanguageContext = createContext<Language | null>(null);

/**
 * In the browser, the page's `<html lang>`: the server wrote it from the cookie, and hydration must
 * start from exactly what the server rendered. Without a page (tests), English.
 */
function initialLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return document.documentElement.lang === HTML_LANG.hi ? 'hi' : DEFAULT_LANGUAGE;
}

let current: Language = initialLanguage();
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/**
 * Resolves once the page's own language has its strings. A page the server rendered in Hindi must
 * hydrate with the Hindi strings, so the app starts after this (boot.tsx): a wait only for that shopper.
 */
export const languageReady: Promise<void> = current === 'en' ? Promise.resolve() : load(current).then(notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStored(): Language | null {
  try {
    return languageOf(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage blocked: the cookie alone remembers
  }
}

/** Remembered in localStorage for the app, and in a cookie so the server's pages follow. */
function remember(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked (private mode): the cookie still carries the choice
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

export async function setLanguage(language: Language): Promise<void> {
  remember(language);
  await load(language);
  document.documentElement.lang = HTML_LANG[language];
  if (language === current) return;
  current = language;
  notify();
}

/**
 * After the app starts: the cookie (what the server rendered) wins and is copied to storage; with
 * no cookie (expired, cleared), a choice kept in storage is applied and the cookie written again.
 */
export function adoptRememberedLanguage(): void {
  const fromCookie = languageFromCookies(document.cookie);
  const stored = readStored();
  if (fromCookie) {
    if (stored !== fromCookie) remember(fromCookie);
    if (fromCookie !== current) void setLanguage(fromCookie);
  } else if (stored) {
    void setLanguage(stored);
  }
}

export function useLanguage(): Language {
  const rendered = useContext(ServerLanguageContext);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => rendered ?? current,
  );
}

/** The shopper's strings, re-rendered when they switch language (once that language has loaded). */
export function useDictionary(): Dictionary {
  return loaded[useLanguage()] ?? en;
}

/** For event handlers and toasts, which read the strings when they run, not when they render. */
export function currentDictionary(): Dictionary {
  return loaded[current] ?? en;
}

/** The server renders any language at once: it loads them all before it renders a page. */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(Object.keys(loaders).map((l) => load(l as Language)));
}
