import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, SHOPPER_ORDER_EVENTS, SHOPPER_STEPS } from '../../contracts/order-status';
import { orderStatusSchema } from '../../contracts/admin';
import { shopperStepSchema } from '../../contracts/order-page';
import { orders, orderEvents, shipmentScans } from '../platform/db/schema';
import { ORDER_PAGE_STRINGS } from '../http/pages/order/strings';
import { MESSAGE_EVENTS } from '../messages/types';

const statusNames = new Set<string>([...ORDER_STATUSES, ...SHOPPER_STEPS]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const TYPES = '(?:OrderStatus|ShopperStep|ShopperOrderEvent)';
/** `: OrderStatus[] = [...]` before, or `] satisfies readonly OrderStatus[]` after: the names are checked. */
const typedBefore = new RegExp(`:\\s*(?:readonly\\s+)?${TYPES}\\[\\]\\s*=\\s*$`);
const typedAfter = new RegExp(`^\\s*(?:as const\\s+)?satisfies\\s+(?:readonly\\s+)?${TYPES}\\[\\]`);

/**
 * Array literals of quoted words (comments aside) of which four or more name a status or a step,
 * and whose names no type checks: a copy of (part of) the one list that would not follow it.
 */
function statusLists(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\[([^[\]]*)\]/g)) {
    const [whole, body] = match;
    const start = match.index;
    if (typedBefore.test(text.slice(Math.max(0, start - 60), start))) continue;
    if (typedAfter.test(text.slice(start + whole.length, start + whole.length + 80))) continue;
    const items = body!
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!items.every((s) => /^'[a-z_]+'$/.test(s))) continue;
    const named = items.map((s) => s.slice(1, -1)).filter((s) => statusNames.has(s));
    if (named.length >= 4) found.push(named.join(','));
  }
  return found;
}

describe('the order statuses (one list, contracts/order-status.ts)', () => {
  it('are the ones the admin contract, the shopper page and the database take', () => {
    expect(orderStatusSchema.options).toEqual(ORDER_STATUSES);
    expect(orders.status.enumValues).toEqual(ORDER_STATUSES);
    expect(orderEvents.status.enumValues).toEqual(ORDER_STATUSES);
    expect(shipmentScans.orderStatus.enumValues).toEqual(ORDER_STATUSES);
    expect(shopperStepSchema.options).toEqual(SHOPPER_STEPS);
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual(ORDER_STATUSES);
  });

  it('each says what the owner sees, and the shopper has words for every step in both languages', () => {
    for (const s of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[s]).toMatch(/^[A-Z][a-z ]+$/);
    for (const language of ['en', 'hi'] as const)
      expect(Object.keys(ORDER_PAGE_STRINGS[language].steps).sort()).toEqual([...SHOPPER_STEPS].sort());
  });

  it('give the events, in the shopper timeline’s order, and messages are sent only for events', () => {
    expect(SHOPPER_ORDER_EVENTS).toEqual([
      'placed',
      'paid',
      'proof_sent',
      'approved',
      'dispatched',
      'out_for_delivery',
      'delivered',
      'undelivered',
      'returned',
      'cancelled',
      'refunded',
    ]);
    for (const e of MESSAGE_EVENTS) expect(SHOPPER_ORDER_EVENTS).toContain(e);
  });

  it('are not written out again anywhere else in the source', () => {
    const root = join(process.cwd(), 'src');
    const own = join(root, 'contracts', 'order-status.ts');
    const lists = sourceFiles(root)
      .filter((f) => f !== own)
      .flatMap((f) => statusLists(readFileSync(f, 'utf8')).map((list) => `${relative(root, f)}: ${list}`));
    expect(lists).toEqual([]);
  });

  it('the copy check finds a list written out again', () => {
    expect(statusLists("const X = new Set(['placed', /* a */ 'approved', 'dispatched', 'delivered']);")).toHaveLength(
      1,
    );
    expect(statusLists("const X = ['placed', 'approved', 'x' + y, 'dispatched', 'delivered'];")).toHaveLength(0);
    expect(statusLists("const X: OrderStatus[] = ['placed', 'approved', 'dispatched', 'delivered'];")).toHaveLength(0);
    expect(
      statusLists(
        "const X = ['placed', 'approved', 'dispatched', 'delivered'] as const satisfies readonly OrderStatus[];",
      ),
    ).toHaveLength(0);
  });
});
