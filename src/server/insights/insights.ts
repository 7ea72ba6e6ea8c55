import { FUNNEL_STEPS, type InsightsResponse } from '../../contracts/admin';
import { CATEGORIES } from '../../contracts/products';
import type { Database } from '../platform/db/client';
import {
  ordersPerCategory,
  ordersPlaced,
  perDay,
  sessionsPerCategoryEvent,
  sessionsPerEvent,
  type DayRange,
} from './funnel-sql';
import { recoveredCheckouts } from '../recovery/recovered-sql';
import { returnedToOrigin } from './rto-sql';
import { whatsappSent } from './whatsapp-sql';

type Step = (typeof FUNNEL_STEPS)[number];
const EVENT_STEPS = FUNNEL_STEPS.filter((s) => s !== 'order_placed');
/** Steps whose events name a product; page views and checkout carry no category. */
const CATEGORY_STEPS: Step[] = ['product_tap', 'customize_tap', 'preview_generated', 'add_to_cart', 'order_placed'];

export const MAX_RANGE_DAYS = 366;

/** Each step with its conversion from the one before (null for the first, or after a zero). */
export function withConversion(counts: { step: Step; count: number }[]): InsightsResponse['funnel'] {
  return counts.map((c, i) => {
    const before = i > 0 ? counts[i - 1]!.count : 0;
    return { ...c, conversion: i > 0 && before > 0 ? c.count / before : null };
  });
}

/**
 * The shopper funnel for a range of days: page view -> product tap -> customize tap -> preview
 * generated -> add to cart -> checkout (distinct sessions per event) -> order placed (orders).
 */
export async function insights(db: Database, range: DayRange): Promise<InsightsResponse> {
  const [events, categoryEvents, totalOrders, orders, daily, recovered, rto, whatsapp] = await Promise.all([
    sessionsPerEvent(db, range, EVENT_STEPS),
    sessionsPerCategoryEvent(db, range, CATEGORY_STEPS),
    ordersPlaced(db, range),
    ordersPerCategory(db, range),
    perDay(db, range),
    recoveredCheckouts(db, range),
    returnedToOrigin(db, range),
    whatsappSent(db, range),
  ]);
  const funnel = withConversion(
    FUNNEL_STEPS.map((step) => ({
      step,
      count: step === 'order_placed' ? totalOrders : (events.find((e) => e.name === step)?.sessions ?? 0),
    })),
  );
  const categories = CATEGORIES.map((category) => ({
    category,
    funnel: withConversion(
      CATEGORY_STEPS.map((step) => ({
        step,
        count:
          step === 'order_placed'
            ? (orders.find((o) => o.category === category)?.orders ?? 0)
            : (categoryEvents.find((e) => e.category === category && e.name === step)?.sessions ?? 0),
      })),
    ),
  }));
  return { from: range.from, to: range.to, funnel, categories, daily, recovered, rto, whatsapp };
}
