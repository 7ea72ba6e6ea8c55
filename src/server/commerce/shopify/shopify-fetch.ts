import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { CommerceError, type BuyerContext } from '../types';
import type { ShopifyOperation } from './types';

export interface ShopifyConnectionOptions {
  storeDomain: string;
  /** The public Storefront token (X-Shopify-Storefront-Access-Token). */
  accessToken?: string;
  /**
   * A private Storefront token (Shopify-Storefront-Private-Token): Shopify's choice for server-side
   * calls. With it the buyer's IP is forwarded (Shopify-Storefront-Buyer-IP) so Shopify throttles
   * per shopper, not per server. It wins over the public token when both are set.
   */
  privateAccessToken?: string;
  apiVersion: string;
  /** Full GraphQL endpoint; replaces https://<storeDomain>/api/<version>/graphql.json (tests, proxies). */
  apiUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export type ShopifyFetch = <T extends ShopifyOperation>(
  query: string,
  variables: T['variables'],
  buyer?: BuyerContext,
) => Promise<T['data']>;

/** Whatever went wrong on the way, the shopper is told the same thing; the cause goes to the log. */
export function storeUnreachable(cause: unknown): CommerceError {
  const error = new CommerceError('provider_unavailable', 'The store is not reachable right now. Please try again.');
  error.cause = cause;
  return error;
}

/**
 * A typed fetch over the official client. The client never throws for HTTP or GraphQL
 * failures, it returns them in `errors`; so every one of those, and anything it does throw,
 * becomes provider_unavailable here and callers only ever see data.
 */
export function createShopifyFetch(options: ShopifyConnectionOptions): ShopifyFetch {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const common = {
    storeDomain: options.storeDomain,
    apiVersion: options.apiVersion,
    // A fresh timeout per attempt; it also aborts a response body that stalls after the headers.
    customFetchApi: (url: string, init?: RequestInit) =>
      fetchImpl(options.apiUrl ?? url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  };
  const isPrivate = !!options.privateAccessToken;
  const client = options.privateAccessToken
    ? createStorefrontApiClient({ ...common, privateAccessToken: options.privateAccessToken })
    : createStorefrontApiClient({ ...common, publicAccessToken: options.accessToken ?? '' });

  return async <T extends ShopifyOperation>(
    query: string,
    variables: T['variables'],
    buyer?: BuyerContext,
  ): Promise<T['data']> => {
    // Shopify reads the buyer's IP only beside a private token.
    const headers = isPrivate && buyer?.buyerIp ? { 'Shopify-Storefront-Buyer-IP': buyer.buyerIp } : undefined;
    let response;
    try {
      response = await client.request<T['data']>(query, { variables, headers });
    } catch (error) {
      throw storeUnreachable(error);
    }
    const { data, errors } = response;
    if (errors || data === undefined) {
      // `errors.response` is the raw Response; logging it would only add noise.
      throw storeUnreachable({
        status: errors?.networkStatusCode,
        message: errors?.message,
        graphQLErrors: errors?.graphQLErrors,
      });
    }
    return data;
  };
}
