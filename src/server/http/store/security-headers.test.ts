import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
  });
  afterAll(async () => t?.close());

  it('sends a CSP without inline scripts, nosniff, frame-ancestors and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?category=Mugs' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS behind a TLS-terminating proxy and keeps its request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'x-forwarded-proto': 'https', 'x-request-id': 'lb-1234' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-request-id']).toBe('lb-1234');
  });
});
