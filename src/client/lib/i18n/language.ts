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
import { hi } from './hi';

export const LANGUAGE_STORAGE_KEY = 'kaarigar.storefront.language';

const DICTIONARIES: Record<Language, Dictionary> = { en, hi };

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

export function setLanguage(language: Language): void {
  remember(language);
  document.documentElement.lang = HTML_LANG[language];
  if (language === current) return;
  current = language;
  for (const l of listeners) l();
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
    if (fromCookie !== current) setLanguage(fromCookie);
  } else if (stored) {
    setLanguage(stored);
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

/** The shopper's strings, re-rendered when they switch language. */
export function useDictionary(): Dictionary {
  return DICTIONARIES[useLanguage()];
}

/** For event handlers and toasts, which read the strings when they run, not when they render. */
export function currentDictionary(): Dictionary {
  return DICTIONARIES[current];
}

export function dictionaryFor(language: Language): Dictionary {
  return DICTIONARIES[language];
}
