import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..');
/** A write to the orders table, however the query is laid out over lines. */
const WRITES_ORDERS = /\.(?:update|insert|delete)\(\s*(?:schema\.)?orders\s*\)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Tests and test kits set up rows directly; the app itself changes an order only through src/server/orders/.
const isTestCode = (path: string) => /\.test\.tsx?$|-test-kit\.ts$/.test(path) || path.startsWith('testing/');

describe('who writes the orders table', () => {
  const files = sources(SERVER).map((path) => ({ path: relative(SERVER, path), text: readFileSync(path, 'utf8') }));

  it('is the orders folder alone', () => {
    const outside = files.filter(
      (f) => !f.path.startsWith('orders/') && !isTestCode(f.path) && WRITES_ORDERS.test(f.text),
    );
    expect(outside.map((f) => f.path)).toEqual([]);
  });

  it('finds the writes it looks for (the check itself can fail)', () => {
    const inside = files.filter((f) => f.path.startsWith('orders/') && WRITES_ORDERS.test(f.text)).map((f) => f.path);
    expect(inside).toEqual(expect.arrayContaining(['orders/change-status.ts', 'orders/place-order.ts']));
    expect(WRITES_ORDERS.test('await tx\n      .update(orders)\n      .set({})')).toBe(true);
    expect(WRITES_ORDERS.test('tx.insert(orderLines)')).toBe(false);
  });
});
