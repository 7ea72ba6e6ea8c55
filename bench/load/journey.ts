import { randomBytes } from 'node:crypto';
import { CallStats } from './call-stats';
import { jsonInit, timedFetch } from './timed-fetch';

export interface LoadOptions {
  baseUrls: string[];
  shoppers: number;
  durationS: number;
  /** 'sticky': a shopper stays on one server; 'hop': every call goes to the next server (no sticky sessions). */
  routing?: 'sticky' | 'hop';
  /** Share of journeys that stop after the cart: their lines must stay in cart_lines. */
  abandonShare?: number;
  /** Share of previews that reuse a popular name, so the stored-result cache is exercised. */
  repeatNameShare?: number;
  /** A failed journey waits this long before the shopper starts over (no hot loop during an outage). */
  pauseAfterFailureMs?: number;
}

export interface TrackedLine {
  clientItemId: string;
  lineId: string;
  /** Quantities the line may have: one, or two after an update whose answer was lost. */
  quantities: Set<number>;
}

export interface TrackedCart {
  id: string;
  lines: TrackedLine[];
  /** 'maybe-ordered': the order POST failed without an answer, so either place is right. */
  state: 'open' | 'ordered' | 'maybe-ordered';
}

export interface LoadResult {
  stats: CallStats;
  carts: TrackedCart[];
  journeys: { started: number; ordered: number; abandoned: number; failed: number; cutByDeadline: number };
  /** Answers that contradict what the shopper was told earlier (a line missing from GET /api/cart...). */
  inconsistencies: string[];
  elapsedS: number;
}

interface Product {
  id: string;
  variants: { id: string; available: boolean }[];
  images: { url: string }[];
}

const POPULAR_NAMES = ['Sharma Niwas', 'Patel House', 'Gupta Villa', 'Iyer Nivas', 'Khan Manzil', 'Reddy Home'];
const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Kabir', 'Anil', 'Divya', 'Sunita', 'Farhan'];
const CONTACT = {
  fullName: 'Load Test Shopper',
  mobile: '9876543210',
  email: 'shopper@example.in',
  address1: '12 MG Road',
  address2: 'Near the park',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

type Outcome = 'ordered' | 'abandoned' | 'failed' | 'deadline';

class DeadlineReached extends Error {}
class StepFailed extends Error {}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Simulated shoppers, each an async loop of whole journeys (list, preview, add, update, read,
 * checkout, place the order) with no think time, until the duration is up. Every cart and
 * line a successful answer told a shopper about is kept for the loss check afterwards.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const stats = new CallStats();
  const carts: TrackedCart[] = [];
  const inconsistencies: string[] = [];
  const journeys = { started: 0, ordered: 0, abandoned: 0, failed: 0, cutByDeadline: 0 };
  const tag = randomBytes(2).toString('hex');
  const started = Date.now();
  const deadline = started + options.durationS * 1000;

  const shopper = async (index: number) => {
    let hop = index;
    const next = () =>
      options.baseUrls[(options.routing === 'hop' ? hop++ : index) % options.baseUrls.length] as string;
    for (let iteration = 0; Date.now() < deadline; iteration++) {
      journeys.started++;
      const outcome = await journey({
        stats,
        carts,
        inconsistencies,
        next,
        deadline,
        options,
        name: nameFor(index, iteration),
      });
      if (outcome === 'ordered') journeys.ordered++;
      else if (outcome === 'abandoned') journeys.abandoned++;
      else if (outcome === 'deadline') journeys.cutByDeadline++;
      else {
        journeys.failed++;
        await sleep(options.pauseAfterFailureMs ?? 250);
      }
    }
  };
  const nameFor = (index: number, iteration: number) =>
    Math.random() < (options.repeatNameShare ?? 0.2)
      ? { name: pick(POPULAR_NAMES), repeat: true }
      : { name: `${pick(FIRST_NAMES)} ${tag}${index}.${iteration}`, repeat: false };

  await Promise.all(Array.from({ length: options.shoppers }, (_, i) => shopper(i)));
  return { stats, carts, journeys, inconsistencies, elapsedS: (Date.now() - started) / 1000 };
}

interface JourneyContext {
  stats: CallStats;
  carts: TrackedCart[];
  inconsistencies: string[];
  next: () => string;
  deadline: number;
  options: LoadOptions;
  name: { name: string; repeat: boolean };
}

async function journey(ctx: JourneyContext): Promise<Outcome> {
  const { stats } = ctx;
  const call = async (name: string, path: string, init?: RequestInit, base = ctx.next()) => {
    if (Date.now() >= ctx.deadline) throw new DeadlineReached();
    return { ...(await timedFetch(stats, name, base + path, init)), base };
  };
  let cart: TrackedCart | undefined;
  try {
    const list = await call('list nameplates', '/api/products?category=Nameplates', {
      headers: { accept: 'application/json' },
    });
    const products = Array.isArray(list.json) ? (list.json as Product[]) : [];
    if (list.status !== 200 || products.length === 0) throw new StepFailed();
    const sellable = products.filter((p) => p.images.length > 0 && p.variants.some((v) => v.available));
    if (sellable.length === 0) throw new StepFailed();
    // A popular name always goes with the same board, so repeats are the very same preview (a cache hit).
    const product = ctx.name.repeat
      ? (sellable[POPULAR_NAMES.indexOf(ctx.name.name) % sellable.length] as Product)
      : pick(sellable);
    const variants = product.variants.filter((v) => v.available);
    const imageUrl = product.images[0]?.url ?? '';

    const preview = await call(
      ctx.name.repeat ? 'preview (repeated name)' : 'preview (new name)',
      '/api/products/customize/nameplate',
      jsonInit('POST', { name: ctx.name.name, houseNumber: 'B-12', productImageUrl: imageUrl }),
    );
    const previewUrl = (preview.json as { imageUrl?: string } | undefined)?.imageUrl;
    if (preview.status !== 200 || !previewUrl) throw new StepFailed();
    // The browser then loads the image; with 'hop' routing from another server than the one that answered.
    const image = await call('preview image', previewUrl);
    if (image.status !== 200) {
      ctx.inconsistencies.push(`preview ${previewUrl} answered ${image.status} from ${image.base}`);
      throw new StepFailed();
    }

    const lineCount = Math.random() < 0.5 ? 2 : 1;
    for (let n = 0; n < lineCount; n++) {
      const clientItemId = `load-${randomBytes(8).toString('hex')}`;
      const add = await call(
        'add to cart',
        '/api/cart/add',
        jsonInit('POST', {
          product: { id: product.id, selectedVariantId: pick(variants).id },
          customization: { name: ctx.name.name, houseNumber: 'B-12', previewImage: previewUrl },
          quantity: 1,
          cartId: cart?.id,
          clientItemId,
        }),
      );
      const answered = cartOf(add.json);
      if (add.status !== 200 || !answered) throw new StepFailed();
      if (!cart) ctx.carts.push((cart = { id: answered.id, lines: [], state: 'open' }));
      const line = answered.lines.find((l) =>
        l.attributes.some((a) => a.key === '_clientItemId' && a.value === clientItemId),
      );
      if (!line) {
        ctx.inconsistencies.push(`cart ${cart.id}: the add answered success without line ${clientItemId}`);
        throw new StepFailed();
      }
      cart.lines.push({ clientItemId, lineId: line.id, quantities: new Set([line.quantity]) });
    }

    const first = cart!.lines[0]!;
    const quantity = 2 + Math.floor(Math.random() * 3);
    const update = await call(
      'update quantity',
      '/api/cart/update',
      jsonInit('PUT', { cartId: cart!.id, lineId: first.lineId, quantity }),
    );
    if (update.status !== 200) {
      // Without an answer the update may or may not have been applied.
      if (update.status === 0 || update.status >= 500) first.quantities.add(quantity);
      throw new StepFailed();
    }
    first.quantities = new Set([quantity]);

    const read = await call('get cart', `/api/cart?cartId=${encodeURIComponent(cart!.id)}`, {
      headers: { accept: 'application/json' },
    });
    const shown = cartOf(read.json);
    if (read.status !== 200 || !shown) throw new StepFailed();
    for (const line of cart!.lines) {
      const got = shown.lines.find((l) => l.id === line.lineId);
      if (!got || !line.quantities.has(got.quantity)) {
        ctx.inconsistencies.push(
          `cart ${cart!.id} read from ${read.base}: line ${line.lineId} ${got ? `has quantity ${got.quantity}` : 'is missing'}`,
        );
      }
    }

    if (Math.random() < (ctx.options.abandonShare ?? 1 / 3)) return 'abandoned';

    const checkout = await call('checkout create', '/api/checkout/create', jsonInit('POST', { cartId: cart!.id }));
    const checkoutUrl = (checkout.json as { checkoutUrl?: string } | undefined)?.checkoutUrl;
    if (checkout.status !== 200 || !checkoutUrl) throw new StepFailed();

    // The shopper opens the page first: its form carries the version of the cart it shows.
    const checkoutPath = new URL(checkoutUrl, 'http://x').pathname;
    const page = await call('checkout page', checkoutPath);
    const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page.text ?? '')?.[1] ?? '';
    const order = await call('place order', checkoutPath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...CONTACT, cartVersion }).toString(),
    });
    if (order.status === 303) {
      cart!.state = 'ordered';
      return 'ordered';
    }
    if (order.status === 0 || order.status >= 500) cart!.state = 'maybe-ordered';
    throw new StepFailed();
  } catch (err) {
    if (err instanceof DeadlineReached) return 'deadline';
    if (err instanceof StepFailed) return 'failed';
    throw err;
  }
}

interface AnsweredCart {
  id: string;
  lines: { id: string; quantity: number; attributes: { key: string; value: string }[] }[];
}

function cartOf(json: unknown): AnsweredCart | undefined {
  const body = json as { success?: boolean; cart?: AnsweredCart } | undefined;
  return body?.success && body.cart ? body.cart : undefined;
}

/**
 * The baseline measured in the same run: GET /api/products (the same call the journey starts
 * with, answered from memory) at the same concurrency, with nothing else running.
 */
export interface Baseline {
  stats: CallStats;
  seconds: number;
}

export async function runBaseline(baseUrls: string[], concurrency: number, durationS: number): Promise<Baseline> {
  const stats = new CallStats();
  const started = Date.now();
  const deadline = started + durationS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      const base = baseUrls[i % baseUrls.length] as string;
      while (Date.now() < deadline) {
        await timedFetch(stats, 'baseline', `${base}/api/products?category=Nameplates`, {
          headers: { accept: 'application/json' },
        });
      }
    }),
  );
  return { stats, seconds: (Date.now() - started) / 1000 };
}
