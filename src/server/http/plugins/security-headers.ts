import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * No inline or third-party scripts anywhere (the SPA and the checkout page load only our own
 * files); Radix positions popovers with style attributes, hence 'unsafe-inline' for styles only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
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
