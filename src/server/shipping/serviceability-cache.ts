import type { Redis } from 'ioredis';
import type { CourierOption, CourierProvider } from './types';

/**
 * The courier's serviceability answers, kept (issue 39): every product sheet's "check delivery
 * date" and every checkout page view asked Shiprocket afresh. An answer is used for FRESH_MS per
 * (pickup, pincode, weight band, COD), then asked again; it is kept KEEP_MS longer as the last
 * answer to fall back on while the courier does not answer. With Redis the answers are shared by
 * every server; without it, one process keeps them in memory.
 */
export const FRESH_MS = 6 * 3600_000;
export const KEEP_MS = 7 * 86_400_000;
/** After a failed call, the courier is not asked again for this long (one call, not one per shopper). */
const BACKOFF_MS = 30_000;
/** Shiprocket prices and answers by 0.5 kg slabs: one answer serves a band. */
const BAND_GRAMS = 500;
const MEMORY_ENTRIES = 5_000;

const weightBand = (grams: number) => Math.max(1, Math.ceil(grams / BAND_GRAMS)) * BAND_GRAMS;

interface Kept {
  options: CourierOption[];
  /** When the courier gave it (ms). */
  at: number;
}

interface AnswerStore {
  get(key: string): Promise<Kept | null>;
  set(key: string, value: Kept, ttlMs: number): Promise<void>;
}

/** One process's answers, the oldest dropped past MEMORY_ENTRIES. */
export function memoryAnswers(now: () => number = Date.now): AnswerStore {
  const entries = new Map<string, { value: Kept; until: number }>();
  return {
    get(key) {
      const e = entries.get(key);
      if (e && e.until <= now()) entries.delete(key);
      return Promise.resolve(e && e.until > now() ? e.value : null);
    },
    set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      if (entries.size > MEMORY_ENTRIES) entries.delete(entries.keys().next().value!);
      return Promise.resolve();
    },
  };
}

/** Answers shared by every server, under the store's Redis prefix (redisNames(config).courierCache). */
export function redisAnswers(redis: Redis, prefix: string): AnswerStore {
  return {
    async get(key) {
      const text = await redis.get(prefix + key);
      return text ? (JSON.parse(text) as Kept) : null;
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, JSON.stringify(value), 'PX', ttlMs);
    },
  };
}

interface ServiceabilityQuery {
  pickupPincode: string;
  deliveryPincode: string;
  grams: number;
  cod: boolean;
}

/** `fresh`: asked now or within FRESH_MS; `last`: an older answer, the courier not asked or not answering. */
type Quote = { options: CourierOption[]; fresh: boolean };

export function createServiceabilityCache(deps: {
  courier: CourierProvider;
  store: AnswerStore;
  log: { warn: (obj: object, msg: string) => void };
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const inFlight = new Map<string, Promise<CourierOption[]>>();
  let downUntil = 0;
  /** Questions answered from the cache, and calls made to the courier (for the bench and logs). */
  const stats = { asked: 0, fromCache: 0, calls: 0 };

  const keep = async (key: string, value: Kept) => {
    await deps.store.set(key, value, FRESH_MS + KEEP_MS).catch((err: unknown) => {
      deps.log.warn({ err }, 'could not keep a courier answer');
    });
  };
  const read = (key: string) =>
    deps.store.get(key).catch((err: unknown) => {
      deps.log.warn({ err }, 'could not read kept courier answers');
      return null;
    });

  return {
    stats,
    /**
     * The courier's answer for the query: kept and fresh, else asked now (one call per key at a
     * time in this process) when `mayCall`; when the courier may not be asked or does not answer,
     * the last answer kept, or null when there is none.
     */
    async quote(q: ServiceabilityQuery, { mayCall = true }: { mayCall?: boolean } = {}): Promise<Quote | null> {
      stats.asked++;
      const band = weightBand(q.grams);
      const key = `${q.pickupPincode}:${q.deliveryPincode}:${band}:${q.cod ? 'cod' : 'prepaid'}`;
      const kept = await read(key);
      if (kept && now() - kept.at < FRESH_MS) {
        stats.fromCache++;
        return { options: kept.options, fresh: true };
      }
      const last = kept ? { options: kept.options, fresh: false } : null;
      if (!mayCall || now() < downUntil) return last;
      let call = inFlight.get(key);
      if (!call) {
        stats.calls++;
        call = deps.courier
          .serviceability({
            pickupPincode: q.pickupPincode,
            deliveryPincode: q.deliveryPincode,
            weightKg: band / 1000,
            cod: q.cod,
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, call);
      } else stats.fromCache++;
      try {
        const options = await call;
        await keep(key, { options, at: now() });
        return { options, fresh: true };
      } catch (err) {
        downUntil = now() + BACKOFF_MS;
        deps.log.warn({ err }, 'the courier did not answer serviceability; using the last answer kept, if any');
        return last;
      }
    },
  };
}
export type ServiceabilityCache = ReturnType<typeof createServiceabilityCache>;
