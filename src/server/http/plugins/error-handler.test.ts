import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import errorHandler from './error-handler';

/** A PostgreSQL error as node-postgres and PGlite raise it: SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

async function appLogging(thrown: Error) {
  const lines: { level: number; [k: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as { level: number });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandler);
  app.get('/boom', async () => {
    throw thrown;
  });
  const res = await app.inject({ url: '/boom' });
  await app.close();
  return { res, lines };
}

describe('the error handler and what reaches the log', () => {
  it('answers 400 to a value the database refuses, and logs no query text at error level', async () => {
    const query = 'select "id" from "admin_users" where "username" = $1';
    const thrown = new DrizzleQueryError(
      query,
      ['asha\u0000 secret'],
      pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
    );
    const { res, lines } = await appLogging(thrown);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The request holds a value the store cannot read.' });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('admin_users');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('still logs a real failure at error level, with its parameters kept out of the log', async () => {
    const thrown = new DrizzleQueryError('select * from "orders"', ['9876543210'], pgError('42P01', 'no such table'));
    const { res, lines } = await appLogging(thrown);
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors)).toContain('42P01');
    expect(JSON.stringify(lines)).not.toContain('9876543210');
  });

  it('sends a domain error’s code beside its message, for the browser to say it in the shopper’s language', async () => {
    const { res } = await appLogging(
      new DomainError('unsupported_media', 'This file could not be read as an image', { field: 'photos.1' }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      error: 'This file could not be read as an image',
      code: 'unsupported_media',
      issues: [{ path: 'photos.1', message: 'This file could not be read as an image' }],
    });
  });
});
