import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { CommerceError } from '../types';
import type { ShopifyOperation } from './types';

export interface ShopifyConnectionOptions {
  storeDomain: string;
  accessToken: string;
  apiVersion: string;
  /** Full GraphQL endpoint; replaces https://<storeDomain>/api/<version>/graphql.json (tests, proxies). */
  apiUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export type ShopifyFetch = <T extends ShopifyOperation>(query: string, variables: T['variables']) => Promise<T['data']>;

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
  const client = createStorefrontApiClient({
    storeDomain: options.storeDomain,
    apiVersion: options.apiVersion,
    publicAccessToken: options.accessToken,
    // A fresh timeout per attempt; it also aborts a response body that stalls after the headers.
    customFetchApi: (url, init) =>
      fetchImpl(options.apiUrl ?? url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  });

  return async <T extends ShopifyOperation>(query: string, variables: T['variables']): Promise<T['data']> => {
    let response;
    try {
      response = await client.request<T['data']>(query, { variables });
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
