import { AwsClient } from 'aws4fetch';
import { contentTypeForKey, isValidObjectKey, type ObjectStore } from './types';

export interface S3Options {
  bucket: string;
  /** Any S3-compatible endpoint (AWS, R2, MinIO); path-style addressing. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetchImpl?: typeof fetch;
}

/** An S3-compatible bucket through SigV4-signed requests: PUT, GET and HEAD on object keys. */
export function createS3ObjectStore(options: S3Options): ObjectStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/$/, '');
  const urlFor = (key: string) => {
    if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
    return `${base}/${encodeURIComponent(options.bucket)}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const signed = await client.sign(urlFor(key), init);
    return (options.fetchImpl ?? fetch)(signed, { signal: AbortSignal.timeout(15_000) });
  };
  return {
    name: 's3',
    async put(key, body, contentType) {
      const res = await send(key, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
    },
    async get(key) {
      if (!isValidObjectKey(key)) return null;
      const res = await send(key, { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? contentTypeForKey(key),
      };
    },
    async exists(key) {
      if (!isValidObjectKey(key)) return false;
      const res = await send(key, { method: 'HEAD' });
      if (res.status === 404) return false;
      if (!res.ok) throw new Error(`S3 HEAD ${key} failed: ${res.status}`);
      return true;
    },
    async list(prefix) {
      // ListObjectsV2, a page of up to 1000 keys at a time.
      const found: { key: string; modifiedAt: Date }[] = [];
      let token: string | undefined;
      do {
        const url = new URL(`${base}/${encodeURIComponent(options.bucket)}`);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('prefix', prefix);
        if (token) url.searchParams.set('continuation-token', token);
        const signed = await client.sign(url.toString(), { method: 'GET' });
        const res = await (options.fetchImpl ?? fetch)(signed, { signal: AbortSignal.timeout(15_000) });
        if (!res.ok) throw new Error(`S3 list ${prefix} failed: ${res.status}`);
        const xml = await res.text();
        for (const [, entry = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = /<Key>([^<]*)<\/Key>/.exec(entry)?.[1];
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(entry)?.[1];
          if (key && modified && isValidObjectKey(key)) found.push({ key, modifiedAt: new Date(modified) });
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1]
          : undefined;
      } while (token);
      return found;
    },
    async delete(key) {
      const res = await send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
}
