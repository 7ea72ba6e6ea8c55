import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redisNames } from './config';

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
    });
  });

  it('refuses a prefix that could reach into another key space, naming the variable', () => {
    for (const bad of ['shop:two', 'shop two', '*', '-shop', 'x'.repeat(41)])
      expect(() => loadConfig({ REDIS_KEY_PREFIX: bad })).toThrow(/REDIS_KEY_PREFIX: letters, digits, - and _/);
  });
});
