import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okResponseSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signOutEverywhereResponseSchema,
} from '../../../contracts/admin';
import { throttleKey } from '../../platform/auth/login-throttle';
import { ADMIN_COOKIE_NAME, ADMIN_COOKIE_PATH, markSecureOverHttps } from '../plugins/auth';
import { DomainError } from '../../platform/errors';
import { checkCredentials, findUser } from '../../users/users';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403);

/** One message for an unknown username and a wrong password, so neither can be probed. */
const WRONG_CREDENTIALS = 'That username and password do not match.';

/** Sign in, who am I, sign out. The session cookie itself is set by @fastify/session. */
export default async function adminSessionRoutes(app: FastifyInstance, opts: { notices: string[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Set-up the owner must finish (issue 45 item 3): an owner sees it on every page; a maker cannot act on it.
  const noticesFor = (role: string) => (role === 'owner' ? opts.notices : []);

  r.post(
    '/api/admin/session',
    {
      // JSON only: a cross-site HTML form cannot send it, which keeps sign-in itself from
      // being forged before a CSRF token exists.
      onRequest: requireJson,
      schema: {
        body: signInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors, ...errorResponses(415, 429) },
      },
    },
    async (req, reply) => {
      const key = throttleKey(req.ip, req.body.username);
      const wait = await app.loginThrottle.lockedFor(key);
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw new DomainError('rate_limited', 'Too many failed sign-ins. Please wait 15 minutes and try again.', {
          retryAfterSeconds: 15 * 60,
        });
      }
      const found = await checkCredentials(app.db, req.body.username, req.body.password);
      const user = found ? await findUser(app.db, found.id) : null;
      if (!user) {
        await app.loginThrottle.recordFailure(key);
        throw new DomainError('unauthenticated', WRONG_CREDENTIALS);
      }
      await app.loginThrottle.reset(key);
      // A fresh session id on sign-in, so a planted cookie cannot ride into the account.
      await req.session.regenerate();
      markSecureOverHttps(req);
      req.session.userId = user.id;
      req.session.signedInAt = Date.now();
      const csrfToken = reply.generateCsrf();
      await app.staffSessions.prune();
      return { user, csrfToken, notices: noticesFor(user.role) };
    },
  );

  r.get(
    '/api/admin/session',
    { onRequest: app.requireRole('owner', 'maker'), schema: { response: { 200: sessionResponseSchema, ...errors } } },
    async (req, reply) => ({ user: staff(req), csrfToken: reply.generateCsrf(), notices: noticesFor(staff(req).role) }),
  );

  signOutEverywhere(app);

  r.delete(
    '/api/admin/session',
    { onRequest: app.requireRole('owner', 'maker'), schema: { response: { 200: okResponseSchema, ...errors } } },
    async (req, reply) => {
      await req.session.destroy();
      void reply.clearCookie(ADMIN_COOKIE_NAME, { path: ADMIN_COOKIE_PATH });
      return { success: true as const };
    },
  );
}

/** Sign out everywhere: an owner ends all of their own sessions, on every device (this one too). */
function signOutEverywhere(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/admin/sessions',
    {
      onRequest: app.requireRole('owner'),
      schema: { response: { 200: signOutEverywhereResponseSchema, ...errors } },
    },
    async (req, reply) => {
      const ended = await app.staffSessions.endSessionsOf(staff(req).id);
      // Destroyed too, or the rolling session would be saved again as this answer goes out.
      await req.session.destroy();
      void reply.clearCookie(ADMIN_COOKIE_NAME, { path: ADMIN_COOKIE_PATH });
      return { success: true as const, ended };
    },
  );
}

export function staff(req: FastifyRequest) {
  if (!req.staff) throw new Error('requireRole must run before this handler');
  return req.staff;
}

async function requireJson(req: FastifyRequest) {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    throw new DomainError('unsupported_media', 'Send the sign-in as JSON.');
  }
}
