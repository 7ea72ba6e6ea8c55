import { randomBytes } from 'node:crypto';
import {
  addToCart,
  check,
  createCheckout,
  firstNameplate,
  getCart,
  linesOf,
  placeOrder,
  previewNameplate,
  request,
  updateLine,
} from './store-api';

/**
 * No sticky sessions: a cart made through server A is read and changed through server B, the
 * preview rendered by the worker for A is served by B, and an order placed through B shows its
 * confirmation on A.
 */
export async function crossServerCheck(a: string, b: string): Promise<boolean> {
  const board = await firstNameplate(a);
  let ok = true;
  const preview = await previewNameplate(a, `Cross ${randomBytes(2).toString('hex')}`, board.imageUrl);
  const imageUrl = preview.body?.imageUrl ?? '';
  ok =
    check(
      'preview through A (rendered by the worker)',
      preview.status === 200 && imageUrl !== '',
      `${preview.status} in ${preview.ms.toFixed(0)} ms`,
    ) && ok;
  const image = await request<unknown>(`${b}${imageUrl}`);
  ok = check('that preview image served by B', image.status === 200, `${image.status}`) && ok;

  const added = await addToCart(a, {
    ...board,
    name: 'Cross Check',
    previewImage: imageUrl,
    clientItemId: `cross-${randomBytes(6).toString('hex')}`,
  });
  const cartId = added.body?.cart?.id ?? '';
  const line = linesOf(added.body)[0];
  ok =
    check(
      'add to cart through A',
      added.status === 200 && cartId !== '' && line !== undefined,
      `${added.status}, cart ${cartId.slice(0, 8)}...`,
    ) && ok;
  if (!line) return false;

  const readB = await getCart(b, cartId);
  ok =
    check(
      'GET /api/cart through B sees the line',
      readB.status === 200 && linesOf(readB.body).some((l) => l.id === line.id && l.quantity === 1),
      JSON.stringify(linesOf(readB.body)),
    ) && ok;
  const updateB = await updateLine(b, cartId, line.id, 3);
  ok = check('PUT /api/cart/update through B', updateB.status === 200, `${updateB.status}`) && ok;
  const readA = await getCart(a, cartId);
  ok =
    check(
      'A sees the quantity B set',
      linesOf(readA.body).some((l) => l.id === line.id && l.quantity === 3),
      JSON.stringify(linesOf(readA.body)),
    ) && ok;
  const addB = await addToCart(b, {
    ...board,
    name: 'Cross Check 2',
    cartId,
    clientItemId: `cross-${randomBytes(6).toString('hex')}`,
  });
  ok =
    check(
      'second line added through B to the same cart',
      addB.status === 200 && linesOf(addB.body).length === 2,
      `${addB.status}, ${linesOf(addB.body).length} lines`,
    ) && ok;

  const checkout = await createCheckout(a, cartId);
  ok =
    check(
      'checkout created through A',
      checkout.status === 200 && Boolean(checkout.body?.checkoutUrl),
      `${checkout.status}`,
    ) && ok;
  const order = await placeOrder(b, cartId);
  ok = check('order placed through B', order.status === 303, `${order.status}`) && ok;
  const confirmation = await request<unknown>(`${a}/checkout/${cartId}`);
  ok = check('A shows the order confirmation', confirmation.status === 200, `${confirmation.status}`) && ok;
  const gone = await getCart(a, cartId);
  ok = check('the ordered cart is closed on A', gone.status === 404, `${gone.status}`) && ok;
  return ok;
}
