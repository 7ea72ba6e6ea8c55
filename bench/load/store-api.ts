/**
 * Single calls to the store's API for the scripted checks (not the load loop): each returns the
 * status, the parsed body and how long it took, and never throws on a non-2xx answer.
 */
export interface Answer<T> {
  status: number;
  body: T | undefined;
  ms: number;
  /** 'ECONNREFUSED' and the like when no answer came at all. */
  networkError?: string;
}

export interface CartBody {
  success: boolean;
  error?: string;
  cart?: {
    id: string;
    checkoutUrl: string;
    lines: { id: string; quantity: number; variantId: string; attributes: { key: string; value: string }[] }[];
    totalAmount: string;
  };
}

export interface PreviewBody {
  success: boolean;
  imageUrl?: string;
  error?: string;
}

interface Product {
  id: string;
  variants: { id: string; available: boolean }[];
  images: { url: string }[];
}

export async function request<T>(url: string, init: RequestInit = {}, timeoutMs = 90_000): Promise<Answer<T>> {
  const started = performance.now();
  try {
    const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: T | undefined;
    try {
      body = text ? (JSON.parse(text) as T) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, body, ms: performance.now() - started };
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    return { status: 0, body: undefined, ms: performance.now() - started, networkError: code };
  }
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The first name board with an image and an available variant. */
export async function firstNameplate(
  base: string,
): Promise<{ productId: string; variantId: string; imageUrl: string }> {
  const list = await request<Product[]>(`${base}/api/products?category=Nameplates`);
  const product = (list.body ?? []).find((p) => p.images.length > 0 && p.variants.some((v) => v.available));
  const variant = product?.variants.find((v) => v.available);
  if (!product || !variant || !product.images[0])
    throw new Error(`no name board to buy at ${base} (status ${list.status})`);
  return { productId: product.id, variantId: variant.id, imageUrl: product.images[0].url };
}

export function previewNameplate(
  base: string,
  name: string,
  productImageUrl: string,
  headers: Record<string, string> = {},
  timeoutMs?: number,
) {
  const init = json('POST', { name, houseNumber: '7', productImageUrl });
  return request<PreviewBody>(
    `${base}/api/products/customize/nameplate`,
    { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } },
    timeoutMs,
  );
}

export function addToCart(
  base: string,
  item: {
    productId: string;
    variantId: string;
    name: string;
    previewImage?: string;
    cartId?: string;
    clientItemId: string;
  },
) {
  return request<CartBody>(
    `${base}/api/cart/add`,
    json('POST', {
      product: { id: item.productId, selectedVariantId: item.variantId },
      customization: { name: item.name, previewImage: item.previewImage },
      quantity: 1,
      cartId: item.cartId,
      clientItemId: item.clientItemId,
    }),
  );
}

export const getCart = (base: string, cartId: string) =>
  request<CartBody>(`${base}/api/cart?cartId=${encodeURIComponent(cartId)}`);

export const updateLine = (base: string, cartId: string, lineId: string, quantity: number) =>
  request<CartBody>(`${base}/api/cart/update`, json('PUT', { cartId, lineId, quantity }));

export const createCheckout = (base: string, cartId: string) =>
  request<{ success: boolean; checkoutUrl?: string }>(`${base}/api/checkout/create`, json('POST', { cartId }));

export async function placeOrder(base: string, cartId: string) {
  // The page's form carries the version of the cart it shows; an order is placed only for that cart.
  const page = await fetch(`${base}/checkout/${cartId}`).then((r) => r.text());
  const form = {
    cartVersion: /name="cartVersion" value="([^"]+)"/.exec(page)?.[1] ?? '',
    fullName: 'Ops Check',
    mobile: '9876543210',
    email: '',
    address1: '1 Station Road',
    address2: '',
    city: 'Nagpur',
    state: 'Maharashtra',
    pincode: '440001',
  };
  return request<unknown>(`${base}/checkout/${cartId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

export function linesOf(body: CartBody | undefined): { id: string; quantity: number }[] {
  return (body?.cart?.lines ?? []).map((l) => ({ id: l.id, quantity: l.quantity }));
}

/** Prints one PASS/FAIL line and returns the verdict, so a script can `ok = check(...) && ok`. */
export function check(label: string, passed: boolean, detail: string): boolean {
  console.log(`${passed ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  return passed;
}
