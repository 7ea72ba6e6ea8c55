import { randomBytes } from 'node:crypto';

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; body: Buffer };

/** A multipart/form-data body as a browser sends a scriptless form with files. */
export function multipart(parts: Part[]) {
  const boundary = `----kaarigar${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'body' in p
        ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`
        : `Content-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${head}`),
      'body' in p ? p.body : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
