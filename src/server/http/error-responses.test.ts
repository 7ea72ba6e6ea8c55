import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contracts/errors';
import { errorResponses } from './error-responses';

const HTTP = join(process.cwd(), 'src', 'server', 'http');

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("routes' error answers (issue 40)", () => {
  it('give each status asked for the error body, and no other', () => {
    expect(errorResponses(400, 404, 429)).toEqual({
      400: errorResponseSchema,
      404: errorResponseSchema,
      429: errorResponseSchema,
    });
    expect(errorResponses()).toEqual({});
  });

  it('are written with errorResponses, never as the map again', () => {
    const written = routeFiles(HTTP)
      .filter((f) => /\b\d{3}\s*:\s*errorResponseSchema\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(HTTP, f));
    expect(written).toEqual([]);
  });
});
