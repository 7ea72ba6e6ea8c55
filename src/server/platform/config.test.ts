import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig, redisNames } from './config';

const SHOPIFY = {
  COMMERCE_PROVIDER: 'shopify',
  SHOPIFY_STORE_DOMAIN: 'fake-store.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: 'token',
} as const;

/**
 * Issue 22, item 5: in Shopify mode a cart line's `_proof` link must name the shop's own address,
 * never a Host a shopper's request chose, and an unset webhook secret refuses every order: the
 * server names the missing variable and does not start.
 */
describe('start-up configuration in Shopify mode', () => {
  it('names PUBLIC_URL and SHOPIFY_WEBHOOK_SECRET when they are missing', () => {
    expect(() => loadConfig({}, { ...SHOPIFY })).toThrow(ConfigError);
    expect(() => loadConfig({}, { ...SHOPIFY })).toThrow(
      'COMMERCE_PROVIDER=shopify needs PUBLIC_URL, SHOPIFY_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({}, { ...SHOPIFY, PUBLIC_URL: 'https://shop.example' })).toThrow(
      'COMMERCE_PROVIDER=shopify needs SHOPIFY_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({}, { ...SHOPIFY, SHOPIFY_WEBHOOK_SECRET: 'shpss_x' })).toThrow(
      'COMMERCE_PROVIDER=shopify needs PUBLIC_URL',
    );
  });

  it('starts with both set, and the local shop needs neither', () => {
    const config = loadConfig(
      {},
      { ...SHOPIFY, PUBLIC_URL: 'https://shop.example', SHOPIFY_WEBHOOK_SECRET: 'shpss_x' },
    );
    expect(config.PUBLIC_URL).toBe('https://shop.example');
    expect(loadConfig({}, {}).COMMERCE_PROVIDER).toBe('local');
  });
});

describe('the names the store gives its state in Redis', () => {
  it('are the names used before REDIS_KEY_PREFIX existed when it is unset, so queued jobs carry on', () => {
    for (const config of [loadConfig({}, {}), loadConfig({ REDIS_KEY_PREFIX: '' })])
      expect(redisNames(config)).toEqual({
        queuePrefix: 'bull',
        rateLimit: 'kaarigar-rl-',
        loginThrottle: 'kaarigar-login:',
        catalogueChannel: 'catalogue_changed',
        courierCache: 'kaarigar-courier:',
        periodicLock: 'kaarigar-periodic:',
      });
  });

  it('all start with the prefix when it is set, so two shops on one Redis never meet', () => {
    const names = redisNames(loadConfig({ REDIS_KEY_PREFIX: 'shop-two' }));
    expect(names).toEqual({
      queuePrefix: 'shop-two:bull',
      rateLimit: 'shop-two:kaarigar-rl-',
      loginThrottle: 'shop-two:kaarigar-login:',
      catalogueChannel: 'shop-two:catalogue_changed',
      courierCache: 'shop-two:kaarigar-courier:',
      periodicLock: 'shop-two:kaarigar-periodic:',
    });
  });

  it('refuses a prefix that could reach into another key space, naming the variable', () => {
    for (const bad of ['shop:two', 'shop two', '*', '-shop', 'x'.repeat(41)])
      expect(() => loadConfig({ REDIS_KEY_PREFIX: bad })).toThrow(/REDIS_KEY_PREFIX: letters, digits, - and _/);
  });
});

/** Issue 45: `.env.example` said it listed every variable, and the courier's were missing. */
describe('.env.example', () => {
  // Read by a command, not at start-up: `npm run owner -- create` takes the password from it.
  const OUTSIDE_THE_SCHEMA = ['OWNER_PASSWORD'];
  const listed = [
    ...readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm),
  ].map((m) => m[1]);

  it('lists every variable the store reads, once, and none it does not', () => {
    expect([...listed].sort()).toEqual([...ENV_VARIABLES, ...OUTSIDE_THE_SCHEMA].sort());
  });

  it('gives values the store starts with', () => {
    const set = Object.fromEntries(
      [
        ...readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8').matchAll(
          /^([A-Z][A-Z0-9_]*)=(.*)$/gm,
        ),
      ].map((m) => [m[1]!, m[2]!]),
    );
    expect(() => loadConfig({}, set)).not.toThrow();
  });
});

/**
 * Issue 39 item 11 / issue 45 item 3: every link the shop sends is made from PUBLIC_URL, so a
 * production server without it would send links to localhost (or to whatever Host a request
 * named): it does not start, and says which variable to set and how.
 */
describe('PUBLIC_URL', () => {
  it('is required in production, the error naming the variable and an example', () => {
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).toThrow(/^NODE_ENV=production needs PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: '5100' })).toThrow('PUBLIC_URL=http://localhost:5100');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.in' }).PUBLIC_URL).toBe(
      'https://shop.example.in',
    );
  });

  it('may stay unset outside production, for a try-out on this computer', () => {
    expect(loadConfig({}, {}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  it('is an http or https address with nothing after the host', () => {
    for (const bad of ['ftp://shop.example.in', 'https://shop.example.in/shop', 'https://shop.example.in/?a=1', 'shop'])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL: /);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in/' }).PUBLIC_URL).toBe('https://shop.example.in/');
  });
});

/** Issue 45 item 18: the server listens on every interface unless HOST says otherwise. */
describe('HOST', () => {
  it('is every interface by default and may be 127.0.0.1, ::1 or localhost', () => {
    expect(loadConfig({}, {}).HOST).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '::1', 'localhost', '192.168.1.20'])
      expect(loadConfig({ HOST: host }).HOST).toBe(host);
  });

  it('refuses what is not an address, naming the variable', () => {
    for (const bad of ['http://127.0.0.1', '127.0.0.1:5000', 'every interface', ''])
      expect(() => loadConfig({ HOST: bad }), bad).toThrow(/HOST: an IP address to listen on/);
  });
});
