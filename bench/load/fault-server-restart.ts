import { randomBytes } from 'node:crypto';
import type { FaultResult } from './fault-postgres-restart';
import { startServer, tempDataDir } from './processes';
import { addToCart, check, firstNameplate, getCart, previewNameplate, updateLine } from './store-api';

interface ShownLine {
  id: string;
  quantity: number;
  variantId: string;
  attributes: { key: string; value: string }[];
}

/** (d) The server is stopped with SIGTERM and started again on the same database: the cart is unchanged. */
export async function serverRestartFault(env: { DATABASE_URL: string; REDIS_URL: string }): Promise<FaultResult> {
  console.log('\n(d) server restarted');
  const serverEnv = {
    ...env,
    DATA_DIR: tempDataDir('restart'),
    PREVIEW_RATE_LIMIT: '100000',
    CART_RATE_LIMIT: '100000',
    EVENT_RATE_LIMIT: '100000',
    ORDER_RATE_LIMIT: '100000',
    ORDER_PHONE_RATE_LIMIT: '100000',
  };
  const first = await startServer('restart-1', serverEnv);
  const board = await firstNameplate(first.baseUrl);
  const preview = await previewNameplate(first.baseUrl, 'Restart Check', board.imageUrl);
  const one = await addToCart(first.baseUrl, {
    ...board,
    name: 'Restart Check',
    previewImage: preview.body?.imageUrl,
    clientItemId: `restart-${randomBytes(4).toString('hex')}`,
  });
  const cartId = one.body?.cart?.id ?? '';
  await addToCart(first.baseUrl, {
    ...board,
    name: 'Second Line',
    cartId,
    clientItemId: `restart-${randomBytes(4).toString('hex')}`,
  });
  const lineId = one.body?.cart?.lines[0]?.id ?? '';
  const updated = await updateLine(first.baseUrl, cartId, lineId, 4);
  const before = (updated.body?.cart?.lines ?? []) as ShownLine[];

  const stoppedAt = Date.now();
  const exit = await first.stop('SIGTERM');
  const stopMs = Date.now() - stoppedAt;
  const startedAt = Date.now();
  const second = await startServer('restart-2', serverEnv, { port: first.port });
  const startMs = Date.now() - startedAt;
  const after = await getCart(second.baseUrl, cartId);
  const afterLines = (after.body?.cart?.lines ?? []) as ShownLine[];

  let ok = check(
    'the first process exits 0 on SIGTERM',
    exit.code === 0,
    `code ${exit.code}, signal ${exit.signal ?? 'none'}, in ${stopMs} ms`,
  );
  ok = check('the cart has 2 lines before the restart', before.length === 2, `${before.length}`) && ok;
  ok =
    check(
      'GET /api/cart after the restart returns the same lines',
      after.status === 200 && JSON.stringify(afterLines) === JSON.stringify(before),
      `${after.status}; before ${JSON.stringify(before.map((l) => [l.id.slice(0, 8), l.quantity]))}, after ${JSON.stringify(afterLines.map((l) => [l.id.slice(0, 8), l.quantity]))}; ready again in ${startMs} ms`,
    ) && ok;
  await second.stop();
  return {
    ok,
    figures: `stopped in ${stopMs} ms (exit ${exit.code}), ready in ${(startMs / 1000).toFixed(1)} s, ${afterLines.length}/${before.length} lines identical`,
  };
}
