import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ObjectStore } from './s3-store';

/**
 * A local S3-compatible server: path-style PUT/GET/HEAD on /<bucket>/<key>, refusing requests
 * without a SigV4 Authorization header for the expected key id, region and service.
 */
function startFakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
  auths: string[];
}> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const auths: string[] = [];
  const server = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    auths.push(auth);
    if (
      !/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[\w;-]+, Signature=[0-9a-f]{64}$/.test(
        auth,
      ) ||
      !req.headers['x-amz-date']
    ) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const path = decodeURIComponent(req.url ?? '');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), type: req.headers['content-type'] ?? '' });
        res.writeHead(200).end();
        return;
      }
      const found = objects.get(path);
      if (!found) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
      res.end(req.method === 'HEAD' ? undefined : found.body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, auths }),
    ),
  );
}

describe('S3 object store against a local S3-compatible server', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake.server.close());

  const store = () =>
    createS3ObjectStore({
      bucket: 'kaarigar',
      endpoint: fake.url,
      region: 'ap-south-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
    });

  it('puts, heads and gets an object with signed requests', async () => {
    const s = store();
    await s.put('ai-generated/abcdef0123456789.webp', Buffer.from('webp-bytes'), 'image/webp');
    expect(fake.objects.get('/kaarigar/ai-generated/abcdef0123456789.webp')?.type).toBe('image/webp');
    expect(await s.exists('ai-generated/abcdef0123456789.webp')).toBe(true);
    expect(await s.exists('ai-generated/0000000000000000.webp')).toBe(false);
    expect(await s.get('ai-generated/abcdef0123456789.webp')).toEqual({
      body: Buffer.from('webp-bytes'),
      contentType: 'image/webp',
    });
    expect(await s.get('uploads/missing000000.webp')).toBeNull();
    expect(fake.auths.every((a) => a.startsWith('AWS4-HMAC-SHA256'))).toBe(true);
  });

  it('surfaces a refused request as an error', async () => {
    const bad = createS3ObjectStore({
      bucket: 'kaarigar',
      endpoint: fake.url,
      region: 'us-east-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'x',
    });
    await expect(bad.put('uploads/abcdefgh1234.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });

  it('never sends an invalid key', async () => {
    await expect(store().put('../../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid object key');
    expect(await store().get('../../etc/passwd')).toBeNull();
  });
});
