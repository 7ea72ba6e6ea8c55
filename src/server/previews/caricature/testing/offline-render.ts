/**
 * Renders one caricature mug in a process whose network is cut off before anything loads:
 * fetch, http(s), net, tls and DNS all throw and record the attempt. Prints one JSON line.
 * Run by caricature.test.ts as a child process, so the models load fresh inside it.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { readFile } from 'node:fs/promises';

const attempts: string[] = [];
function refuse(what: string) {
  return (...args: unknown[]): never => {
    attempts.push(`${what} ${JSON.stringify(args[0] ?? null)?.slice(0, 120)}`);
    throw new Error(`network is unreachable in this test (${what})`);
  };
}
globalThis.fetch = refuse('fetch');
Object.assign(http, { request: refuse('http.request'), get: refuse('http.get') });
Object.assign(https, { request: refuse('https.request'), get: refuse('https.get') });
Object.assign(net, { connect: refuse('net.connect'), createConnection: refuse('net.createConnection') });
Object.assign(tls, { connect: refuse('tls.connect') });
Object.assign(dns, { lookup: refuse('dns.lookup') });
Object.assign(dns.promises, { lookup: refuse('dns.promises.lookup') });

const { createCompositorRenderer } = await import('../../compositor/index');
const { syntheticSurface } = await import('../../../pieces/samples/synthetic-surfaces');
const photo = await readFile(new URL('../fixtures/astronaut.png', import.meta.url));
const rendered = await createCompositorRenderer().render({
  kind: 'mug',
  surface: await syntheticSurface('white-mug'),
  userImage: photo,
  caption: 'Offline',
  style: 'pixar',
});
const during = [...attempts];
// The control: a deliberate request afterwards must be caught, or the cut-off proves nothing.
try {
  await fetch('http://127.0.0.1:9/');
} catch {
  // expected
}
process.stdout.write(
  `${JSON.stringify({ bytes: rendered.image.length, type: rendered.contentType, attempts: during, probe: attempts.slice(during.length) })}\n`,
);
