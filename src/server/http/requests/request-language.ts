import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageFromCookies,
  languageOf,
  type Language,
} from '../../../contracts/language';

const askedLanguage = (req: FastifyRequest) => languageOf((req.query as Record<string, unknown> | undefined)?.lang);

/**
 * The language a shopper's page is rendered in: `?lang=` when the link asks for one, else the
 * cookie the storefront's switch writes, else English.
 */
export function requestLanguage(req: FastifyRequest): Language {
  return askedLanguage(req) ?? languageFromCookies(req.headers.cookie) ?? DEFAULT_LANGUAGE;
}

/** The shopper's language only when they chose one (link or cookie), for pages with their own fallback. */
export function chosenLanguage(req: FastifyRequest): Language | null {
  return askedLanguage(req) ?? languageFromCookies(req.headers.cookie);
}

/** A `?lang=` link is a choice too: remembered as the switch remembers it, so the next page follows. */
export function rememberAskedLanguage(req: FastifyRequest, reply: FastifyReply): void {
  const asked = askedLanguage(req);
  if (asked && asked !== languageFromCookies(req.headers.cookie))
    reply.header(
      'set-cookie',
      `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`,
    );
}
