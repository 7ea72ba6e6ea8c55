import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, Session } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import session, { type SessionStore } from '@fastify/session';
import csrfProtection from '@fastify/csrf-protection';
import { Redis } from 'ioredis';
import { CSRF_HEADER, type Role, type SessionUser } from '../../../contracts/admin';
import { redisNames, type AppConfig } from '../../platform/config';
import { pastMaxAge, SESSION_IDLE_MS, StaffSessionRows } from '../../platform/auth/session-store';
import { sessionSecret } from '../../platform/auth/session-secret';
import { MemoryLoginThrottle, RedisLoginThrottle, type LoginThrottle } from '../../platform/auth/login-throttle';
import { findUser } from '../../users/users';
import { DomainError } from '../../platform/errors';

type Callback = (err?: unknown) => void;

/**
 * @fastify/session's store interface over the staff session rows (platform/auth/session-store.ts):
 * the callbacks and Fastify's `Session` type stay in the HTTP layer, the table behind plain values.
 */
class DatabaseSessionStore extends StaffSessionRows implements SessionStore {
  set(sessionId: string, session: Session, callback: Callback): void {
    this.save(sessionId, session, session.cookie.expires).then(() => callback(), callback);
  }

  get(sessionId: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.read(sessionId).then(
      (data) => callback(null, data as unknown as Session | null),
      (err: unknown) => callback(err),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.remove(sessionId).then(() => callback(), callback);
  }
}

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** Epoch ms of sign-in: the session ends SESSION_MAX_AGE_MS later, however often it is used. */
    signedInAt?: number;
    _csrf?: string;
  }
  interface FastifyInstance {
    /**
     * Route hooks for `onRequest` (it must be there: start-up checks it): 401 without a session, 403 for a role not
     * listed, and 403 without the session's CSRF token on POST, PUT, PATCH and DELETE.
     * Usage: `r.get('/api/admin/x', { onRequest: app.requireRole('owner', 'maker') }, ...)`.
     */
    requireRole(...roles: Role[]): onRequestHookHandler[];
    /** Every registered /api/admin route and the roles it allows (null: open, i.e. sign-in). */
    adminRoutes: { method: string; url: string; roles: Role[] | null }[];
    staffSessions: DatabaseSessionStore;
    loginThrottle: LoginThrottle;
  }
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireRole`. */
    staff?: SessionUser;
  }
}

/** Staff sessions are only ever sent to the admin API. */
export const ADMIN_COOKIE_PATH = '/api/admin';
export const ADMIN_COOKIE_NAME = 'kaarigar_admin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes under /api/admin that must work without a session. */
const OPEN_ADMIN_ROUTES = new Set(['POST /api/admin/session']);
const ROLES_KEY = Symbol('kaarigar.requireRole');
type GuardHook = onRequestHookHandler & { [ROLES_KEY]?: Role[] };

/**
 * Staff sign-in state: @fastify/cookie + @fastify/session (rows in admin_sessions) +
 * @fastify/csrf-protection (secret in the session, token in the x-csrf-token header).
 */
export default fp(
  async function auth(app: FastifyInstance, opts: { config: AppConfig }) {
    const store = new DatabaseSessionStore(app.db);
    app.decorate('staffSessions', store);

    await app.register(cookie);
    await app.register(session, {
      secret: sessionSecret(opts.config.SESSION_SECRET, opts.config.dataDir),
      cookieName: ADMIN_COOKIE_NAME,
      store,
      // No row for a visitor who never signs in; every signed-in request renews the idle expiry.
      saveUninitialized: false,
      rolling: true,
      cookie: {
        path: ADMIN_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        // Secure is set per sign-in (see markSecureOverHttps): the plugin's own 'auto' would
        // downgrade SameSite to Lax over plain HTTP.
        secure: false,
        maxAge: SESSION_IDLE_MS,
      },
    });
    await app.register(csrfProtection, {
      sessionPlugin: '@fastify/session',
      getToken: (req: FastifyRequest) => {
        const value = req.headers[CSRF_HEADER];
        return typeof value === 'string' ? value : undefined;
      },
    });

    app.decorate('loginThrottle', createLoginThrottle(app, opts.config));

    const csrfCheck: onRequestHookHandler = function csrfCheck(request, reply, done) {
      if (SAFE_METHODS.has(request.method)) return done();
      app.csrfProtection(request, reply, done);
    };

    app.decorate('requireRole', (...roles: Role[]): onRequestHookHandler[] => {
      const allowed = new Set<Role>(roles);
      async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
        const userId = request.session.userId;
        if (userId && pastMaxAge(request.session.signedInAt)) {
          await request.session.destroy();
          throw new DomainError('unauthenticated', 'Your session has ended. Please sign in again.');
        }
        const user = userId ? await findUser(app.db, userId) : null;
        if (!user) throw new DomainError('unauthenticated', 'Please sign in.');
        if (!allowed.has(user.role)) throw new DomainError('forbidden', 'Your account cannot open this page.');
        request.staff = user;
      }
      const guard = authenticate as GuardHook;
      guard[ROLES_KEY] = roles;
      return [guard, csrfCheck];
    });

    // Every /api/admin route must carry the guard: a route added without it fails at start-up
    // instead of being open. The list also lets a test walk every route.
    const adminRoutes: FastifyInstance['adminRoutes'] = [];
    app.decorate('adminRoutes', adminRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(ADMIN_COOKIE_PATH)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const hooks = ([] as unknown[]).concat(route.onRequest ?? []) as GuardHook[];
      const roles = hooks.find((h) => h[ROLES_KEY])?.[ROLES_KEY] ?? null;
      for (const method of methods) {
        if (!roles && !OPEN_ADMIN_ROUTES.has(`${method} ${route.url}`)) {
          throw new Error(`${method} ${route.url} has no app.requireRole(...) in its onRequest`);
        }
        adminRoutes.push({ method, url: route.url, roles });
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** Secure whenever the sign-in came over HTTPS (directly or via a trusted proxy). */
export function markSecureOverHttps(request: FastifyRequest): void {
  if (request.protocol === 'https') request.session.options({ secure: true });
}

function createLoginThrottle(app: FastifyInstance, config: AppConfig): LoginThrottle {
  if (!config.REDIS_URL) return new MemoryLoginThrottle();
  const redis = new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
  app.addHook('onClose', async () => void redis.disconnect());
  return new RedisLoginThrottle(redis, redisNames(config).loginThrottle);
}
