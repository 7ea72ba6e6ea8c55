import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * No third-party scripts anywhere, and no inline script but the ones a page names by hash (the
 * SPA and the checkout page load only our own files; the server-rendered shopper pages carry one
 * small starter, see http/pages/home/app-starter.ts). Radix positions popovers with style attributes,
 * hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      // A page with an inline script of its own set its policy, naming that script's hash.
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      reply.header('cross-origin-opener-policy', 'same-origin');
      // Only over TLS (directly or behind a proxy that says so): HSTS on plain HTTP would be ignored or harmful.
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'security-headers' },
);
